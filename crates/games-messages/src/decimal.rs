//! Numbers with decimals (an average, a rating, a time in milliseconds): kept as a whole
//! number of hundredths or tenths, and written with the reader's decimal separator
//! (`decimal-separator`: “27.3” in English, „27,3“ in German, French and Hungarian).

use super::{Arg, ToArg};
use serde::{Deserialize, Serialize};

/// A number shown with a fixed count of decimals.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Decimal {
    /// The number times 10^`places`, rounded.
    scaled: i64,
    places: u8,
}

impl Decimal {
    /// `value` rounded to `places` decimals (at most 6; a value too large for that is kept
    /// as the largest one).
    pub fn new(value: f64, places: u8) -> Decimal {
        let places = places.min(6);
        let scaled = (value * 10f64.powi(i32::from(places))).round();
        // `as` saturates, and turns NaN into 0.
        Decimal {
            scaled: scaled as i64,
            places,
        }
    }

    /// The number with `separator` between its whole part and its decimals.
    pub(crate) fn words(self, separator: &str) -> String {
        let sign = if self.scaled < 0 { "-" } else { "" };
        let digits = self.scaled.unsigned_abs().to_string();
        let places = usize::from(self.places);
        if places == 0 {
            return format!("{sign}{digits}");
        }
        let digits = format!("{digits:0>width$}", width = places + 1);
        let (whole, decimals) = digits.split_at(digits.len() - places);
        format!("{sign}{whole}{separator}{decimals}")
    }
}

impl ToArg for Decimal {
    fn to_arg(&self) -> Arg {
        Arg::Decimal(*self)
    }
}

#[cfg(test)]
mod tests {
    use super::Decimal;
    use crate::{say, Lang, Msg};

    #[test]
    fn decimals_round_and_keep_their_places() {
        assert_eq!(Decimal::new(27.25, 1).words("."), "27.3");
        assert_eq!(Decimal::new(0.05, 2).words(","), "0,05");
        assert_eq!(Decimal::new(-1.5, 1).words("."), "-1.5");
        assert_eq!(Decimal::new(-0.04, 1).words("."), "0.0");
        assert_eq!(Decimal::new(3.0, 0).words(","), "3");
        assert_eq!(Decimal::new(f64::NAN, 1).words("."), "0.0");
    }

    #[test]
    fn each_language_writes_its_decimal_separator() {
        let line = |lang| {
            say(
                lang,
                &Msg::LeaderboardBotLine {
                    kind: game_kit::BotLevel::Normal,
                    games: 4,
                    wins: 1,
                    percent: "25".into(),
                    average: Decimal::new(55.25, 1),
                    best: 70,
                },
            )
        };
        assert!(line(Lang::En).contains("55.3 points"), "{}", line(Lang::En));
        for lang in [Lang::De, Lang::Fr, Lang::Hu] {
            let text = line(lang);
            assert!(text.contains("55,3") && !text.contains("55.3"), "{text}");
        }
    }
}

//! An error said with every error beneath it (`source()` after `source()`): what logs and the
//! command line print, so that a failure names its cause, not only what it was doing (the
//! service's `Fault` says which game or notice failed, its sources why). Shared by every layer
//! above the rules (the store, the service, the adapters).

use std::error::Error;
use std::fmt;

/// Displays an error and each of its sources, `: `-separated, like anyhow's `{:#}`. A source
/// whose words the text already holds (an error that repeats its cause's message in its own,
/// as `StoreError` does) is not said twice.
#[derive(Clone, Copy)]
pub struct Chain<'a>(pub &'a dyn Error);

impl fmt::Display for Chain<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut said = self.0.to_string();
        let mut cause = self.0.source();
        while let Some(c) = cause {
            let more = c.to_string();
            if !said.contains(&more) {
                said.push_str(": ");
                said.push_str(&more);
            }
            cause = c.source();
        }
        f.write_str(&said)
    }
}

/// [`Chain`] as a string.
pub fn chain(error: &dyn Error) -> String {
    Chain(error).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug)]
    struct Layer(&'static str, Option<Box<Layer>>);

    impl fmt::Display for Layer {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.0)
        }
    }

    impl Error for Layer {
        fn source(&self) -> Option<&(dyn Error + 'static)> {
            self.1.as_deref().map(|l| l as _)
        }
    }

    #[test]
    fn every_source_is_said_once_in_order() {
        let e = Layer(
            "game 3: the log does not replay",
            Some(Box::new(Layer(
                "database error",
                Some(Box::new(Layer("disk I/O error", None))),
            ))),
        );
        assert_eq!(
            chain(&e),
            "game 3: the log does not replay: database error: disk I/O error"
        );
        // A layer that already says its cause's words does not repeat them.
        let e = Layer(
            "database error: disk I/O error",
            Some(Box::new(Layer("disk I/O error", None))),
        );
        assert_eq!(chain(&e), "database error: disk I/O error");
        assert_eq!(chain(&Layer("alone", None)), "alone");
    }
}

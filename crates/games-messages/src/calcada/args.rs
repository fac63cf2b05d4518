//! The rules' values as arguments of a message: colours and motifs stay values (each language
//! names them), spaces are numbers, squares their names, why a game ended a clause.

use super::names::reason_key;
use crate::{Arg, Text, ToArg};
use calcada_rules::{Colour, EndReason, Space, Square, Symbol};

impl ToArg for Colour {
    fn to_arg(&self) -> Arg {
        Arg::Colour(*self)
    }
}
impl ToArg for Symbol {
    fn to_arg(&self) -> Arg {
        Arg::Symbol(*self)
    }
}
impl ToArg for Space {
    fn to_arg(&self) -> Arg {
        Arg::Num(i64::from(self.as_number()))
    }
}
impl ToArg for Square {
    fn to_arg(&self) -> Arg {
        Arg::Str(self.to_string())
    }
}
impl ToArg for EndReason {
    fn to_arg(&self) -> Arg {
        Arg::Msg(Box::new(Text {
            key: reason_key(*self).to_string(),
            args: Vec::new(),
        }))
    }
}

//! A game's motif art (SVG, from `art/`, parsed once with resvg's usvg), rasterised once per
//! size into alpha masks that are tinted when drawn.

use super::text::Mask;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use tiny_skia::Pixmap;

/// A motif of a game's art: its index in the SVG list the art was loaded from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Motif(pub usize);

pub(crate) struct Art {
    trees: Vec<resvg::usvg::Tree>,
    icons: Mutex<HashMap<(Motif, u32), Arc<Mask>>>,
}

impl Art {
    /// The art of these SVG documents, one motif each.
    pub fn load(svgs: &[&str]) -> Art {
        let opts = resvg::usvg::Options::default();
        let trees = svgs
            .iter()
            .map(|svg| resvg::usvg::Tree::from_str(svg, &opts).expect("embedded art parses"))
            .collect();
        Art {
            trees,
            icons: Mutex::new(HashMap::new()),
        }
    }

    /// The art of a motif as a coverage mask `size` px square.
    pub fn icon(&self, motif: Motif, size: u32) -> Arc<Mask> {
        let lock = || self.icons.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(m) = lock().get(&(motif, size)) {
            return m.clone();
        }
        let mut pm = Pixmap::new(size, size).expect("icon size is positive");
        let s = size as f32 / 100.0;
        resvg::render(
            &self.trees[motif.0],
            tiny_skia::Transform::from_scale(s, s),
            &mut pm.as_mut(),
        );
        let data = pm.data().chunks_exact(4).map(|p| p[3]).collect();
        let mask = Arc::new(Mask {
            w: size,
            h: size,
            left: 0,
            top: 0,
            data,
            key: Default::default(),
        });
        lock().insert((motif, size), mask.clone());
        mask
    }
}

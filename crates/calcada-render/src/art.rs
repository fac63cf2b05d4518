//! The motif art of `art/` (SVG, parsed once with resvg's usvg), rasterised once per size into
//! alpha masks that are tinted when drawn.

use super::text::Mask;
use calcada_rules::Symbol;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use tiny_skia::Pixmap;

const ART: [&str; 6] = [
    include_str!("../../../art/wave.svg"),
    include_str!("../../../art/star.svg"),
    include_str!("../../../art/caravel.svg"),
    include_str!("../../../art/fish.svg"),
    include_str!("../../../art/flower.svg"),
    include_str!("../../../art/bonus.svg"),
];

pub(crate) struct Art {
    trees: Vec<resvg::usvg::Tree>,
    icons: Mutex<HashMap<(Symbol, u32), Arc<Mask>>>,
}

impl Art {
    pub fn load() -> Art {
        let opts = resvg::usvg::Options::default();
        let trees = ART
            .iter()
            .map(|svg| resvg::usvg::Tree::from_str(svg, &opts).expect("embedded art parses"))
            .collect();
        Art {
            trees,
            icons: Mutex::new(HashMap::new()),
        }
    }

    /// The art of a symbol as a coverage mask `size` px square.
    pub fn icon(&self, symbol: Symbol, size: u32) -> Arc<Mask> {
        let lock = || self.icons.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(m) = lock().get(&(symbol, size)) {
            return m.clone();
        }
        let mut pm = Pixmap::new(size, size).expect("icon size is positive");
        let s = size as f32 / 100.0;
        resvg::render(
            &self.trees[symbol.index()],
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
        lock().insert((symbol, size), mask.clone());
        mask
    }
}

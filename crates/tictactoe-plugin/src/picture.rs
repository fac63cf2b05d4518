//! The board as a picture, drawn simply: a light square of nine cells, X in red, O in blue,
//! a line completed struck through. PNG, from the workspace's `image` crate.

use image::{ImageEncoder, Rgba, RgbaImage};
use tictactoe::{Cell, Game, LINES};

const CELL: u32 = 100;
const SIDE: u32 = CELL * 3;
const PAPER: Rgba<u8> = Rgba([250, 247, 240, 255]);
const INK: Rgba<u8> = Rgba([60, 60, 70, 255]);
const X: Rgba<u8> = Rgba([200, 50, 50, 255]);
const O: Rgba<u8> = Rgba([40, 90, 200, 255]);

/// A disc of radius `r` at (`x`, `y`).
fn dot(img: &mut RgbaImage, x: f32, y: f32, r: f32, colour: Rgba<u8>) {
    let (x0, y0) = ((x - r).max(0.0) as u32, (y - r).max(0.0) as u32);
    for py in y0..((y + r).ceil() as u32).min(SIDE) {
        for px in x0..((x + r).ceil() as u32).min(SIDE) {
            let (dx, dy) = (px as f32 + 0.5 - x, py as f32 + 0.5 - y);
            if dx * dx + dy * dy <= r * r {
                img.put_pixel(px, py, colour);
            }
        }
    }
}

/// A thick line from `a` to `b`.
fn line(img: &mut RgbaImage, a: (f32, f32), b: (f32, f32), width: f32, colour: Rgba<u8>) {
    let steps = ((b.0 - a.0).abs().max((b.1 - a.1).abs()) as usize).max(1);
    for i in 0..=steps {
        let t = i as f32 / steps as f32;
        dot(
            img,
            a.0 + (b.0 - a.0) * t,
            a.1 + (b.1 - a.1) * t,
            width / 2.0,
            colour,
        );
    }
}

/// The centre of `cell` in pixels.
fn centre(cell: Cell) -> (f32, f32) {
    let at = |i: usize| (i as u32 * CELL + CELL / 2) as f32;
    (at(cell.column()), at(cell.row()))
}

/// The board of `game` as a PNG.
pub fn board_png(game: &Game) -> Vec<u8> {
    let mut img = RgbaImage::from_pixel(SIDE, SIDE, PAPER);
    for i in 1..3 {
        let at = (i * CELL) as f32;
        line(&mut img, (at, 8.0), (at, SIDE as f32 - 8.0), 4.0, INK);
        line(&mut img, (8.0, at), (SIDE as f32 - 8.0, at), 4.0, INK);
    }
    for cell in Cell::all() {
        let (x, y) = centre(cell);
        let arm = CELL as f32 * 0.3;
        match game.at(cell) {
            Some(seat) if seat == game.first() => {
                line(&mut img, (x - arm, y - arm), (x + arm, y + arm), 10.0, X);
                line(&mut img, (x - arm, y + arm), (x + arm, y - arm), 10.0, X);
            }
            Some(_) => {
                dot(&mut img, x, y, arm + 5.0, O);
                dot(&mut img, x, y, arm - 5.0, PAPER);
            }
            None => {}
        }
    }
    for l in LINES {
        let owner = game.at(l[0]);
        if owner.is_some() && l.iter().all(|&c| game.at(c) == owner) {
            line(&mut img, centre(l[0]), centre(l[2]), 6.0, INK);
        }
    }
    let mut png = Vec::new();
    image::codecs::png::PngEncoder::new(&mut png)
        .write_image(img.as_raw(), SIDE, SIDE, image::ExtendedColorType::Rgba8)
        .expect("a picture in memory encodes");
    png
}

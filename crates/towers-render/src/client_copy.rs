//! The Activity's client draws the board as SVG with copies of the renderer's colours and piece
//! geometry (`web/src/board/palette.ts`, `bands.ts`, `pieces.ts`), so that the board in the
//! Activity looks like the picture in the channel. This checks every copied constant against
//! the renderer's own: a change on one side fails here until the other side follows.

use std::collections::BTreeMap;

use super::geometry::{DiscGeom, MIN_THICKNESS};
use super::palette::*;
use super::raster::Rgb;
use super::shapes::{shade, BODY_END_SHADE, CROWN};

/// Colours of `palette.ts` the renderer does not have: the Activity's own marks for the
/// selected square, the squares a move can go to and the ring that keeps those seen.
const CLIENT_ONLY: [&str; 3] = ["SELECTED", "TARGET", "TARGET_RING"];

/// The text of the client's `web/src/board/<name>`.
fn client_file(name: &str) -> String {
    let path = format!("{}/../../web/src/board/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The lines of `text` after the line starting with `opening` up to the first line starting
/// with `closing`, trimmed.
fn block<'a>(text: &'a str, opening: &str, closing: &str) -> Vec<&'a str> {
    let mut lines = text.lines().map(str::trim);
    assert!(
        lines.any(|l| l.starts_with(opening)),
        "no line starting with {opening:?}"
    );
    lines.take_while(|l| !l.starts_with(closing)).collect()
}

/// A CSS colour `"rgb(r,g,b)"` or `"rgba(r,g,b,a)"` (quotes optional): the colour and the
/// opacity, if given.
fn css(text: &str) -> (Rgb, Option<f32>) {
    let text = text.trim().trim_end_matches(',').trim_matches('"');
    let inner = text
        .strip_prefix("rgba(")
        .or_else(|| text.strip_prefix("rgb("))
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or_else(|| panic!("not a CSS colour: {text}"));
    let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
    let byte = |i: usize| parts[i].parse::<u8>().expect("a colour byte");
    let alpha = parts.get(3).map(|a| a.parse::<f32>().expect("an opacity"));
    ([byte(0), byte(1), byte(2)], alpha)
}

/// `palette.ts`'s `export const NAME = "rgb(...)";` lines.
fn client_colours(text: &str) -> BTreeMap<String, (Rgb, Option<f32>)> {
    text.lines()
        .filter_map(|l| l.strip_prefix("export const "))
        .filter_map(|l| l.split_once(" = \""))
        .map(|(name, value)| (name.to_string(), css(value.trim_end_matches(';'))))
        .collect()
}

#[test]
fn the_clients_colours_are_the_renderers() {
    let text = client_file("palette.ts");
    let renderer: [(&str, Rgb, Option<f32>); 17] = [
        ("LIGHT_SQUARE", LIGHT_SQUARE, None),
        ("DARK_SQUARE", DARK_SQUARE, None),
        ("FRAME", FRAME, None),
        ("LABEL", LABEL, None),
        ("HIGHLIGHT", HIGHLIGHT, Some(HIGHLIGHT_ALPHA)),
        ("GOLD", GOLD, None),
        ("GOLD_EDGE", GOLD_EDGE, None),
        ("BADGE", BADGE, None),
        ("BADGE_INK", BADGE_INK, None),
        ("TURN", TURN, None),
        ("PATH", PATH, Some(PATH_ALPHA)),
        ("JUMPED", JUMPED, Some(JUMPED_ALPHA)),
        ("MUST_CAPTURE", MUST_CAPTURE, None),
        ("NUMBER_INK", NUMBER_INK, None),
        ("NUMBER_HALO", NUMBER_HALO, None),
        ("COUNT_ON_LIGHT", COUNT_ON_LIGHT, None),
        ("COUNT_ON_DARK", COUNT_ON_DARK, None),
    ];
    let mut client = client_colours(&text);
    for (name, colour, alpha) in renderer {
        let copy = client
            .remove(name)
            .unwrap_or_else(|| panic!("palette.ts has no {name}"));
        assert_eq!(copy, (colour, alpha), "{name}");
    }
    for name in CLIENT_ONLY {
        client.remove(name);
    }
    assert!(client.is_empty(), "colours only palette.ts has: {client:?}");

    for (name, colours) in [("LIGHT_DISC", LIGHT_DISC), ("DARK_DISC", DARK_DISC)] {
        let fields: BTreeMap<&str, Rgb> = block(&text, &format!("export const {name}"), "}")
            .into_iter()
            .filter_map(|l| l.split_once(": "))
            .map(|(field, value)| (field, css(value).0))
            .collect();
        let end = shade(colours.body, BODY_END_SHADE).map(|c| c.round() as u8);
        let expected = BTreeMap::from([
            ("face", colours.face),
            ("ring", colours.ring),
            ("body", colours.body),
            ("bodyShade", [end[0], end[1], end[2]]),
            ("edge", colours.edge),
        ]);
        assert_eq!(fields, expected, "{name}");
    }
}

/// A number of a TypeScript constant expression: numbers, `+ - * /`, parentheses,
/// `Math.round/ceil/floor/max/min` and names already known.
struct Expr<'a> {
    text: &'a [u8],
    at: usize,
    known: &'a BTreeMap<String, f64>,
}

impl Expr<'_> {
    fn eval(text: &str, known: &BTreeMap<String, f64>) -> f64 {
        let mut e = Expr {
            text: text.as_bytes(),
            at: 0,
            known,
        };
        let value = e.sum();
        e.space();
        assert_eq!(e.at, e.text.len(), "unread: {text}");
        value
    }

    fn space(&mut self) {
        while self.text.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.space();
        let found = self.text.get(self.at) == Some(&c);
        self.at += usize::from(found);
        found
    }

    fn sum(&mut self) -> f64 {
        let mut value = self.product();
        loop {
            if self.eat(b'+') {
                value += self.product();
            } else if self.eat(b'-') {
                value -= self.product();
            } else {
                return value;
            }
        }
    }

    fn product(&mut self) -> f64 {
        let mut value = self.factor();
        loop {
            if self.eat(b'*') {
                value *= self.factor();
            } else if self.eat(b'/') {
                value /= self.factor();
            } else {
                return value;
            }
        }
    }

    fn factor(&mut self) -> f64 {
        if self.eat(b'-') {
            return -self.factor();
        }
        if self.eat(b'(') {
            let value = self.sum();
            assert!(self.eat(b')'), "no closing parenthesis");
            return value;
        }
        self.space();
        let start = self.at;
        while self
            .text
            .get(self.at)
            .is_some_and(|c| c.is_ascii_alphanumeric() || b"._".contains(c))
        {
            self.at += 1;
        }
        let word = std::str::from_utf8(&self.text[start..self.at]).expect("ASCII");
        if let Ok(number) = word.parse::<f64>() {
            return number;
        }
        if self.eat(b'(') {
            let mut args = vec![self.sum()];
            while self.eat(b',') {
                args.push(self.sum());
            }
            assert!(self.eat(b')'), "no closing parenthesis after {word}");
            return match word {
                // JavaScript rounds halves up; the renderer's values are positive.
                "Math.round" => (args[0] + 0.5).floor(),
                "Math.ceil" => args[0].ceil(),
                "Math.floor" => args[0].floor(),
                "Math.max" => args.into_iter().fold(f64::MIN, f64::max),
                "Math.min" => args.into_iter().fold(f64::MAX, f64::min),
                _ => panic!("unknown function {word}"),
            };
        }
        *self
            .known
            .get(word)
            .unwrap_or_else(|| panic!("unknown name {word:?}"))
    }
}

#[test]
fn the_clients_piece_geometry_is_the_renderers() {
    let text = client_file("bands.ts");
    let mut known = BTreeMap::new();
    let constant = |name: &str| {
        let prefix = format!("export const {name} = ");
        let line = text
            .lines()
            .find_map(|l| {
                l.strip_prefix(prefix.as_str())
                    .or_else(|| l.strip_prefix(&prefix[7..]))
            })
            .unwrap_or_else(|| panic!("bands.ts has no {name}"));
        line.trim_end_matches(';').to_string()
    };
    let s = Expr::eval(&constant("S"), &known);
    known.insert("S".to_string(), s);
    let g = DiscGeom::new(s as u32);
    let expected = BTreeMap::from([
        ("rx", f64::from(g.rx)),
        ("ry", f64::from(g.ry)),
        ("edge", f64::from(g.edge)),
        ("tMax", f64::from(g.t_max)),
        ("runMax", f64::from(g.run_max)),
        ("layerMin", f64::from(g.layer_min)),
        ("pad", f64::from(g.pad)),
        ("minThickness", f64::from(MIN_THICKNESS)),
        ("badgeR", f64::from(g.badge_r())),
        ("flatR", f64::from(g.flat_r)),
    ]);
    let mut seen = Vec::new();
    for line in block(&text, "export const GEOM", "}") {
        let (field, value) = line.split_once(": ").expect("field: value");
        let value = Expr::eval(value.trim_end_matches(','), &known);
        let want = expected
            .get(field)
            .unwrap_or_else(|| panic!("GEOM.{field} is not the renderer's"));
        assert!(
            (value - want).abs() < 1e-3,
            "GEOM.{field}: {value} vs {want}"
        );
        known.insert(format!("GEOM.{field}"), value);
        seen.push(field);
    }
    assert_eq!(seen.len(), expected.len(), "GEOM has {seen:?}");
    for (name, want) in [("FACE_H", g.face_h()), ("ROOM", g.room())] {
        let value = Expr::eval(&constant(name), &known);
        assert_eq!(value, f64::from(want), "{name}");
        known.insert(name.to_string(), value);
    }
}

#[test]
fn the_clients_crown_is_the_renderers() {
    let text = client_file("pieces.ts");
    let points: Vec<(f32, f32)> = block(&text, "const CROWN", "]")
        .into_iter()
        .map(|l| {
            let (u, v) = l
                .trim_start_matches('[')
                .trim_end_matches(',')
                .trim_end_matches(']')
                .split_once(',')
                .expect("[u, v]");
            (u.trim().parse().expect("u"), v.trim().parse().expect("v"))
        })
        .collect();
    assert_eq!(points, CROWN);
}

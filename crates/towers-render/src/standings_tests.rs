//! The standings and podium pictures, decoded from their PNG bytes and read back pixel by
//! pixel: sizes and pages, text in the cells, the cross-table's colours, the podium's order.

use image::RgbImage;

use super::podium::{block_x, BLOCK_H, BLOCK_W, FLOOR};
use super::table::{
    cell_colour, BACKGROUND, CROSS_CELL, CROSS_GAP, CROSS_HEAD_H, CROSS_LABEL_W, HEAD_H, MARGIN,
    MEDALS, ROW_H, STRIPE, TITLE_H,
};
use super::*;

const TIEBREAKS: [&str; 3] = ["Solkoff-1", "Solkoff", "SB"];

fn columns() -> StandingsColumns<'static> {
    StandingsColumns {
        rank: "#",
        name: "Player",
        points: "Pts",
        tiebreaks: &TIEBREAKS,
        record: "W-D-L",
    }
}

/// `n` players, the first with the most points; a round robin's cross-table when `cross`.
fn rows(n: usize, cross: bool) -> Vec<StandingsRow> {
    (0..n)
        .map(|i| StandingsRow {
            rank: i as u32 + 1,
            name: format!("Player {}", i + 1),
            points: (2 * (n - i)).to_string(),
            tiebreaks: vec!["41".into(), "45".into(), "30½".into()],
            wins: (n - i) as u32,
            draws: 1,
            losses: i as u32,
            cross: if cross {
                (0..n)
                    .map(|j| match j.cmp(&i) {
                        std::cmp::Ordering::Equal => CrossCell {
                            text: String::new(),
                            mark: CrossMark::Own,
                        },
                        std::cmp::Ordering::Greater => CrossCell {
                            text: "2".into(),
                            mark: CrossMark::Win,
                        },
                        std::cmp::Ordering::Less => CrossCell {
                            text: "0".into(),
                            mark: CrossMark::Loss,
                        },
                    })
                    .collect()
            } else {
                Vec::new()
            },
        })
        .collect()
}

fn decode(png: &[u8]) -> RgbImage {
    assert_eq!(&png[1..4], b"PNG");
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .unwrap()
        .to_rgb8()
}

fn pages(rows: &[StandingsRow]) -> Vec<RgbImage> {
    let picture = StandingsPicture {
        title: "Bashni Swiss, round 5",
        columns: columns(),
        rows,
    };
    standings_png(&picture)
        .unwrap()
        .iter()
        .map(|p| decode(p))
        .collect()
}

/// Pixels in `x0..x1` × `y0..y1` that are neither background nor stripe: text.
fn ink(img: &RgbImage, (x0, y0): (u32, u32), (x1, y1): (u32, u32)) -> usize {
    (y0..y1.min(img.height()))
        .flat_map(|y| (x0..x1.min(img.width())).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let p = img.get_pixel(x, y).0;
            p != BACKGROUND && p != STRIPE
        })
        .count()
}

fn row_top(k: u32) -> u32 {
    MARGIN + TITLE_H + HEAD_H + k * ROW_H
}

#[test]
fn a_small_field_is_one_page_with_its_cross_table() {
    let players = rows(8, true);
    let pages = pages(&players);
    assert_eq!(pages.len(), 1);
    let img = &pages[0];
    let table_h = row_top(8) + MARGIN;
    assert_eq!(img.width(), STANDINGS_W);
    assert_eq!(
        img.height(),
        table_h + CROSS_GAP + CROSS_HEAD_H + 8 * CROSS_CELL
    );
    // The title band, the header and every row carry text.
    assert!(ink(img, (0, 0), (STANDINGS_W, MARGIN + TITLE_H)) > 200);
    for k in 0..8 {
        let n = ink(img, (0, row_top(k)), (STANDINGS_W, row_top(k + 1)));
        assert!(n > 300, "row {k}: {n} text pixels");
    }
    // Rank 1 is gold.
    let gold = (0..STANDINGS_W)
        .flat_map(|x| (row_top(0)..row_top(1)).map(move |y| (x, y)))
        .filter(|&(x, y)| img.get_pixel(x, y).0 == MEDALS[0])
        .count();
    assert!(gold > 20, "{gold}");
    // Cross-table: the diagonal is the player's own cell, above it wins, below it losses.
    let grid_top = row_top(8) + CROSS_GAP + CROSS_HEAD_H;
    let cell = |i: u32, j: u32| {
        let (x, y) = (
            MARGIN + CROSS_LABEL_W + j * CROSS_CELL + 3,
            grid_top + i * CROSS_CELL + 3,
        );
        img.get_pixel(x, y).0
    };
    for i in 0..8 {
        for j in 0..8 {
            let want = match j.cmp(&i) {
                std::cmp::Ordering::Equal => CrossMark::Own,
                std::cmp::Ordering::Greater => CrossMark::Win,
                std::cmp::Ordering::Less => CrossMark::Loss,
            };
            assert_eq!(cell(i, j), cell_colour(want), "cell ({i}, {j})");
        }
    }
    // A win cell carries its digit: light pixels in its middle.
    let (x, y) = (MARGIN + CROSS_LABEL_W + CROSS_CELL, grid_top);
    let light = (x..x + CROSS_CELL)
        .flat_map(|x| (y..y + CROSS_CELL).map(move |y| (x, y)))
        .filter(|&(x, y)| img.get_pixel(x, y).0[0] > 200)
        .count();
    assert!(light > 10, "{light}");
}

#[test]
fn two_hundred_players_make_five_pages_without_a_cross_table() {
    let players = rows(200, false);
    let pages = pages(&players);
    assert_eq!(pages.len(), 200 / ROWS_PER_PAGE);
    for (p, img) in pages.iter().enumerate() {
        assert_eq!(img.width(), STANDINGS_W, "page {p}");
        assert_eq!(img.height(), row_top(ROWS_PER_PAGE as u32) + MARGIN);
        // The first and last rows of each page are drawn.
        for k in [0, ROWS_PER_PAGE as u32 - 1] {
            let n = ink(img, (0, row_top(k)), (STANDINGS_W, row_top(k + 1)));
            assert!(n > 300, "page {p} row {k}: {n}");
        }
        // The page number stands at the right of the title band.
        let marker = ink(img, (STANDINGS_W - 80, 0), (STANDINGS_W, MARGIN + TITLE_H));
        assert!(marker > 50, "page {p}: {marker}");
    }
    // A short last page is only as tall as its rows.
    let pages = self::pages(&rows(45, false));
    assert_eq!(pages.len(), 2);
    assert_eq!(pages[1].height(), row_top(5) + MARGIN);
}

#[test]
fn seventeen_players_get_no_cross_table_even_with_cells() {
    let pages = pages(&rows(17, true));
    assert_eq!(pages.len(), 1);
    assert_eq!(pages[0].height(), row_top(17) + MARGIN);
}

#[test]
fn long_names_are_cut_before_the_points_column() {
    let mut short = rows(1, false);
    let mut long = short.clone();
    short[0].name = "W".into();
    long[0].name = "W".repeat(500);
    let (a, b) = (&pages(&short)[0], &pages(&long)[0]);
    assert_eq!(a.dimensions(), b.dimensions());
    // Find where the name column ends: the points and later columns are identical.
    let names_end = (0..a.width())
        .rev()
        .find(|&x| (row_top(0)..row_top(1)).any(|y| a.get_pixel(x, y) != b.get_pixel(x, y)))
        .unwrap();
    let first_digit = (0..a.width())
        .find(|&x| x > names_end && ink(a, (x, row_top(0)), (x + 1, row_top(1))) > 0)
        .unwrap();
    assert!(names_end + 8 < first_digit, "{names_end} {first_digit}");
    assert!(ink(b, (MARGIN + 60, row_top(0)), (MARGIN + 200, row_top(1))) > 500);
}

#[test]
fn names_in_any_script_the_font_covers_are_drawn() {
    let mut blank = rows(3, false);
    blank.iter_mut().for_each(|r| r.name.clear());
    let mut named = blank.clone();
    named[0].name = "Пётр Иванов".into();
    named[1].name = "Σωκράτης".into();
    named[2].name = "王小明".into();
    let (a, b) = (&pages(&blank)[0], &pages(&named)[0]);
    for k in 0..3 {
        let diff = (row_top(k)..row_top(k + 1))
            .flat_map(|y| (0..a.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| a.get_pixel(x, y) != b.get_pixel(x, y))
            .count();
        assert!(diff > 100, "row {k}: {diff}");
    }
}

#[test]
fn absurd_inputs_are_refused_or_clamped_without_panic() {
    let too_many = rows(MAX_PLAYERS + 1, false);
    let picture = StandingsPicture {
        title: "",
        columns: columns(),
        rows: &too_many,
    };
    assert!(matches!(
        standings_pages(&picture),
        Err(RenderError::Standings(_))
    ));
    let tiebreaks = ["x"; MAX_TIEBREAKS + 1];
    let few = rows(3, false);
    let picture = StandingsPicture {
        title: "",
        columns: StandingsColumns {
            tiebreaks: &tiebreaks,
            ..columns()
        },
        rows: &few,
    };
    assert!(matches!(
        standings_pages(&picture),
        Err(RenderError::Standings(_))
    ));
    let mut ragged = rows(4, true);
    ragged[2].cross.pop();
    let picture = StandingsPicture {
        title: "",
        columns: columns(),
        rows: &ragged,
    };
    assert!(matches!(
        standings_pages(&picture),
        Err(RenderError::Standings(_))
    ));
    // Huge values, control characters, missing and extra tiebreaks: drawn, the page no
    // wider than its columns' bound.
    let mut odd = rows(3, false);
    odd[0].points = "9".repeat(10_000);
    odd[1].tiebreaks = vec!["\u{7}\u{1b}[2J".into(); 20];
    odd[2].tiebreaks.clear();
    odd[2].rank = u32::MAX;
    let long_title = "T".repeat(100_000);
    let picture = StandingsPicture {
        title: &long_title,
        columns: columns(),
        rows: &odd,
    };
    let pages = standings_pages(&picture).unwrap();
    assert_eq!(pages.len(), 1);
    assert!(pages[0].width() <= 1100, "{}", pages[0].width());
    // No players: one page with the title and the header.
    let none = StandingsPicture {
        title: "Empty",
        columns: columns(),
        rows: &[],
    };
    let pages = standings_pages(&none).unwrap();
    assert_eq!(pages.len(), 1);
    assert_eq!(pages[0].height(), row_top(0) + MARGIN);
}

fn place(name: &str, points: &str) -> PodiumPlace {
    PodiumPlace {
        name: name.into(),
        points: points.into(),
    }
}

/// The top edge and the horizontal middle of the block in `colour`, if drawn.
fn block(img: &RgbImage, colour: [u8; 3]) -> Option<(u32, u32)> {
    let y = FLOOR - 2;
    let xs: Vec<u32> = (0..img.width())
        .filter(|&x| img.get_pixel(x, y).0 == colour)
        .collect();
    let (&first, &last) = (xs.first()?, xs.last()?);
    let mid = (first + last) / 2;
    let top = (0..FLOOR)
        .find(|&y| img.get_pixel(first + 2, y).0 == colour)
        .unwrap();
    Some((top, mid))
}

#[test]
fn the_podium_puts_first_in_the_middle_highest_second_left_third_right() {
    let places = [
        place("Alice", "9"),
        place("Борис", "8½"),
        place("Chen", "8"),
    ];
    let img = decode(
        &podium_png(&Podium {
            title: "Final",
            places: &places,
        })
        .unwrap(),
    );
    assert_eq!(img.dimensions(), (PODIUM_W, PODIUM_H));
    let (top1, mid1) = block(&img, MEDALS[0]).unwrap();
    let (top2, mid2) = block(&img, MEDALS[1]).unwrap();
    let (top3, mid3) = block(&img, MEDALS[2]).unwrap();
    assert!(mid2 < mid1 && mid1 < mid3, "{mid2} {mid1} {mid3}");
    assert!(top1 < top2 && top2 < top3, "{top1} {top2} {top3}");
    assert_eq!(FLOOR - top1, BLOCK_H[0]);
    // A name and points above each block.
    for (p, h) in BLOCK_H.iter().enumerate() {
        let x = block_x(p);
        let top = FLOOR - h;
        let n = ink(&img, (x, top - 60), (x + BLOCK_W, top));
        assert!(n > 150, "place {p}: {n}");
    }
}

#[test]
fn a_podium_of_two_draws_no_third_block() {
    let places = [place("Alice", "2"), place("Bob", "0")];
    let img = podium(&Podium {
        title: "Final",
        places: &places,
    });
    assert!(block(&img, MEDALS[0]).is_some());
    assert!(block(&img, MEDALS[1]).is_some());
    assert!(block(&img, MEDALS[2]).is_none());
    let none = podium(&Podium {
        title: "",
        places: &[],
    });
    assert!(block(&none, MEDALS[0]).is_none());
}

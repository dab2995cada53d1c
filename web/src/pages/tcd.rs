//! The TCD room (`view=tcd` on meshes and tori, papers 000 and 002): the
//! map of every source's TCD, or its difference against another algorithm,
//! with the chosen source's schedule step by step; the numbers and the
//! papers' claims beside it.

use castlab_core::eval::CertificateReport;
use castlab_core::eval::SCHEDULE_LIMIT;
use castlab_core::grid::NodeId;
use castlab_core::permalink::{Algo, Net, Query};
use castlab_core::text;
use yew::prelude::*;

use super::{FamilyPage, count, marked};
use super::{Room, RoomProps, interactive, layout, picking, use_view_request};
use crate::bridge::Slot;
use crate::components::certificate::Certificate;
use crate::components::claims::Claims;
use crate::components::data_table::{DataTable, Names, TableData};
use crate::components::explain::{Terms, sweep_intro};
use crate::components::heatmap::{Heatmap, shading};
use crate::components::least_panel::LeastPanel;
use crate::components::legend::Legend;
use crate::components::metrics::Metrics;
use crate::components::picture_toggle::PictureToggle;
use crate::components::run_key::RunKey;
use crate::components::schedule_table::ScheduleTable;
use crate::components::shortcuts::grid_keys;
use crate::l10n::{tr, tr_args};
use crate::layout::Layout;
use crate::protocol::Request;
use crate::run;
use crate::state::{Action, Node, State, map_key_with};
use crate::words;
use crate::words::coords_text;

fn compare_name(query: &Query) -> String {
    query
        .compare
        .map_or_else(String::new, |c| super::heading(c, query.grid.dims()))
}

/// The maps the room draws, and the step layers of a schedule too big to
/// list.
#[hook]
fn use_map_requests(props: &RoomProps) {
    let query = &props.state.query;
    let retry = props.state.retry;
    {
        let engine = props.engine.clone();
        use_effect_with((query.map_key(), retry), move |(permalink, _)| {
            let permalink = permalink.clone();
            engine.send(Slot::Map, Request::Map { permalink });
        });
    }
    {
        let engine = props.engine.clone();
        let other = query.compare.map(|c| map_key_with(query, c));
        use_effect_with((other, retry), move |(other, _)| {
            if let Some(permalink) = other.clone() {
                engine.send(Slot::Compare, Request::Map { permalink });
            }
        });
    }
    {
        // In its run, the hover over a node of a schedule too big to list
        // asks the worker who informs it.
        let engine = props.engine.clone();
        let big = query.grid.node_count() > SCHEDULE_LIMIT;
        let wanted = match props.state.hover {
            Some(Node::Grid(v)) if big && props.state.shows_run() => {
                Some((query.source_key(), v.index() as u32))
            }
            _ => None,
        };
        use_effect_with((wanted, retry), move |(wanted, _)| {
            if let Some((permalink, node)) = wanted.clone() {
                engine.send(Slot::Informer, Request::Informer { permalink, node });
            }
        });
    }
    {
        // A schedule too big to list is drawn step by step from layers the
        // worker makes from the schedule it keeps.
        let engine = props.engine.clone();
        let big = query.grid.node_count() > SCHEDULE_LIMIT;
        let wanted = query
            .step
            .filter(|_| big)
            .map(|step| (query.source_key(), step));
        use_effect_with((wanted, retry), move |(wanted, _)| {
            if let Some((permalink, step)) = wanted.clone() {
                engine.send(Slot::Layer, Request::Layer { permalink, step });
            }
        });
    }
}

/// What the pointer is over: in the run, when and from whom the node is
/// informed; on the map, its TCD as a source.
fn readout(state: &State) -> String {
    let (grid, query) = (state.query.grid, &state.query);
    let pick = interactive(query);
    if state.shows_run() {
        let step = query.step.unwrap_or(0);
        return match (
            state.hover,
            state.tcd_report().and_then(|r| r.schedule.as_ref()),
        ) {
            (Some(Node::Grid(i)), Some(schedule)) if i.index() < grid.node_count() => {
                run::hover_text(&grid, state.source().index(), schedule, step, i.index())
            }
            // A schedule too big to list: the worker names the message.
            (Some(Node::Grid(i)), None) => {
                let at = coords_text(&grid.coords(i));
                match state
                    .informer
                    .as_deref()
                    .filter(|m| m.node as usize == i.index())
                {
                    Some(m) => match &m.message {
                        Some((sent, from, hops)) => {
                            run::message_text(&at, step, (*sent, from, *hops))
                        }
                        None => run::source_text(&at),
                    },
                    None => format!("{at}: …"),
                }
            }
            _ if pick => tr("pages-tcd-readout-run-pick"),
            _ => tr("pages-tcd-readout-run"),
        };
    }
    let (Some(Node::Grid(i)), Some(map)) = (state.hover, state.current_map()) else {
        return if pick {
            tr("pages-tcd-readout-map-pick")
        } else {
            tr("pages-tcd-readout-map")
        };
    };
    let Some(&v) = map.tcd_map.get(i.index()) else {
        return String::new();
    };
    let at = coords_text(&grid.coords(i));
    match state
        .compare_map()
        .and_then(|b| b.tcd_map.get(i.index()).copied())
    {
        Some(b) => tr_args(
            "pages-tcd-readout-compare",
            &[
                ("at", at.into()),
                ("tcd", count(v)),
                ("algo", super::heading(query.algo, grid.dims()).into()),
                ("other", count(b)),
                ("compared", compare_name(query).into()),
                // Signed, "+3" or "-3": a difference, not a count.
                ("difference", format!("{:+}", v as i64 - b as i64).into()),
            ],
        ),
        None => tr_args(
            "pages-tcd-readout-source",
            &[("at", at.into()), ("tcd", count(v))],
        ),
    }
}

/// Messages, hops and nodes informed after the step shown.
fn summary(state: &State) -> Option<(usize, u64, usize)> {
    let schedule = state.tcd_report()?.schedule.as_ref()?;
    let t = state.query.step?;
    let now: Vec<_> = schedule.iter().filter(|m| m.step == t).collect();
    let informed = 1 + schedule.iter().filter(|m| m.step <= t).count();
    let hops = now.iter().map(|m| u64::from(m.hops)).sum();
    Some((now.len(), hops, informed))
}

fn view(props: &RoomProps) -> Html {
    let state = &props.state;
    let query = &state.query;
    let grid = query.grid;
    let pick = picking(props);
    let (Some(map), Some(cells)) = (state.current_map(), Layout::new(grid.sides())) else {
        let Some(m) = state.current_map() else {
            return html! { <div class="heatmap placeholder" data-testid="loading">{ tr("pages-computing-map") }</div> };
        };
        // Four or more dimensions: numbers, not a picture.
        return html! {
            <div class="summary" data-testid="summary">
                <p>{ tr_args("pages-tcd-summary", &[
                    ("sources", grid.node_count().into()), ("least", m.optimum.tcd.into()),
                    ("count", m.optimum.count.into()), ("largest", m.map_max.into()),
                ]) }</p>
                <p>{ tr("pages-tcd-some-optimal") }
                    { for m.optimum.sources.iter().take(8).map(|s| {
                        let node = grid.node(s).unwrap_or(NodeId::new(0));
                        html! { <button type="button" class="link" onclick={pick.reform(move |_: MouseEvent| Action::PickSource(Node::Grid(node)))}>
                            { coords_text(s) }
                        </button> }
                    }) }
                </p>
            </div>
        };
    };
    let baseline = state.compare_map().cloned();
    let shade = shading(map, baseline.as_ref());
    let heading = super::heading(query.algo, grid.dims());
    let title = match query.compare {
        Some(_) if baseline.is_some() => tr_args(
            "pages-tcd-legend-difference",
            &[
                ("algo", heading.as_str().into()),
                ("compared", compare_name(query).into()),
            ],
        ),
        _ => tr("pages-tcd-legend"),
    };
    let dispatch = state.dispatcher().to_callback();
    let run = state.shows_run();
    let toggle = if interactive(query) {
        html! {
            <PictureToggle {run} run_label={tr_args("pages-tcd-toggle-run", &[("from", coords_text(&query.src).into())])}
                map_label={tr("pages-tcd-toggle-map")}
                on_pick={dispatch.reform(Action::SetPicture)} />
        }
    } else {
        html! {}
    };
    let key = if run {
        html! { <RunKey numbers={Some(AttrValue::from(tr("pages-tcd-run-numbers")))} marked={state.marked_rule()} /> }
    } else {
        html! { <>
            <Legend min={shade.min} max={shade.max} palette={shade.palette} {title} />
            <p class="key">
                <span class="key-eye" aria-hidden="true"></span>{ format!(" {}  ", tr("pages-tcd-key-eyes")) }
                <span class="key-best" aria-hidden="true"></span>{ format!(" {}  ", tr("pages-tcd-key-best")) }
                <span class="key-source" aria-hidden="true"></span>{ format!(" {}  ", tr("pages-tcd-key-source")) }
                <span class="key-route" aria-hidden="true"></span>{ format!(" {}", tr("pages-tcd-key-routes")) }
            </p>
            { if map.least.is_some() { html! {
                <p class="key" data-testid="least-key">{ marked(text::id("pages-tcd-least-key"), vec![
                    ("interval", html! { <strong>{ "a–b" }</strong> }),
                    ("found", html! { <strong>{ "≤b" }</strong> }),
                ]) }</p>
            } } else { html! {} } }
        </> }
    };
    html! { <>
        { toggle }
        <div class="heatmap-frame">
            <Heatmap {grid} layout={cells} map={map.clone()} {baseline} report={state.tcd_report().cloned()}
                step={state.shown_step()} source={state.source()} {run}
                hover={match state.hover { Some(Node::Grid(i)) => Some(i), _ => None }}
                layer={state.layer.clone()} emphasis={state.emphasis(true)} regions={state.regions()} broken={state.broken_message()} hide_values={state.hides_values()}
                on_pick={pick.reform(|i| Action::PickSource(Node::Grid(i)))}
                on_hover={dispatch.reform(|i: Option<NodeId>| Action::Hover(i.map(Node::Grid)))}
                on_move={pick.reform(|(axis, delta)| Action::MoveSource { axis, delta })} />
        </div>
        if state.hides_values() {
            { super::readout_line(state, true, super::waiting_readout()) }
        } else {
            { super::readout_line(state, false, readout(state)) }
            { key }
        }
        { if state.regions().is_empty() { html! {} } else { html! {
            <p class="key" data-testid="regions-key">{ tr("pages-tcd-regions-key") }</p>
        } } }
        if !state.hides_values() {
            <DataTable caption={tr_args("pages-tcd-table-caption", &[("algo", heading.as_str().into())])}
                names={Names::Grid(grid)} data={TableData::Tcd(map.clone())} />
        }
    </> }
}

/// The shell's view of TCD on meshes and tori.
pub const PAGE: FamilyPage = FamilyPage {
    room: |props| html! { <TcdRoom ..props /> },
    explain,
    explain_sweep,
    keys,
    charts: super::sweep::charts::tcd,
    swept: |algo| {
        // A sweep spans 2-D and 3-D: Algorithms 1 and 2 both.
        let name = if algo == Algo::Paper {
            tr("pages-tcd-swept-paper")
        } else {
            super::heading(algo, 2)
        };
        tr_args("pages-tcd-swept", &[("algo", name.into())])
    },
};

#[component]
pub fn TcdRoom(props: &RoomProps) -> Html {
    use_view_request(props);
    use_map_requests(props);
    let state = &props.state;
    let query = &state.query;
    let grid = query.grid;
    let map = state.current_map().cloned();
    let report = state.tcd_report().cloned();
    let from_map = map
        .as_ref()
        .and_then(|m| m.tcd_map.get(state.source().index()).copied());
    let certificate = castlab_core::certified::tcd(&grid, state.source())
        .map(|(row, _)| CertificateReport::from(&row.certificate));
    let shown = query.algo == Algo::Optimum;
    let on_show = state
        .dispatcher()
        .to_callback()
        .reform(|()| Action::SetAlgorithm(Algo::Optimum));
    let panel = html! { <>
        <Metrics source={query.src.to_vec()} nodes={grid.node_count()} algo={query.algo}
            map={map.clone()} report={report.clone()} {from_map} planned={report.as_ref().is_some_and(|r| r.contention_method == "given")} />
        { match map.as_ref().filter(|m| m.least.is_some()) {
            Some(m) => html! { <LeastPanel map={m.clone()} source={state.source().index()} /> },
            None => html! {},
        } }
        <Certificate {certificate} quantity="TCD" value={report.as_ref().map_or(from_map, |r| r.valid.then_some(r.tcd))}
            invalid={report.as_ref().is_some_and(|r| !r.valid)}
            offer={!shown && interactive(query)} {on_show} />
        { match map.as_ref() {
            Some(m) => html! { <Claims claims={m.claims.clone()} /> },
            None => html! {},
        } }
    </> };
    let below = match report.filter(|_| !state.hides_values()) {
        Some(r) => {
            let open = Layout::new(grid.sides()).is_none();
            html! { <ScheduleTable report={r} step={query.step} {open} /> }
        }
        None => html! {},
    };
    let heading = super::heading(query.algo, grid.dims());
    // The net picks the noun (and its gender) in each locale.
    let net = match query.net {
        Net::Torus => "torus",
        Net::Mesh | Net::Msn | Net::Wk | Net::Graph(_) => "mesh",
    };
    let sides = words::sides(&grid);
    let (title, short_title) = if state.shows_run() {
        let from = coords_text(&query.src);
        let by = if query.plan.is_some() {
            tr("pages-tcd-your-schedule")
        } else {
            heading.clone()
        };
        let args = [
            ("from", from.into()),
            ("by", by.into()),
            ("sides", sides.into()),
            ("net", net.into()),
        ];
        (
            tr_args("pages-tcd-title-run", &args),
            tr_args("pages-tcd-short-title-run", &args),
        )
    } else {
        let args = [
            ("algo", heading.into()),
            ("sides", sides.into()),
            ("net", net.into()),
        ];
        (
            tr_args("pages-tcd-title-map", &args),
            tr_args("pages-tcd-short-title-map", &args),
        )
    };
    let room = Room {
        title,
        short_title,
        view: view(props),
        animated: true,
        summary: summary(state),
        below,
        narration: html! {},
        panel,
    };
    layout(props, room)
}

/// TCD on meshes and tori: the model, the map, the schedule, the verdicts.
fn explain(t: Terms, _: castlab_core::permalink::View) -> Html {
    html! { <>
        <p>{ marked(text::id("pages-tcd-explain-model"), vec![
            ("oneport", t("one-port", "one-port")),
            ("optimal", t("time-step-optimal", &tr("pages-term-time-step-optimal"))),
            ("tcd", t("tcd", "TCD")),
        ]) }</p>
        <p>{ marked(text::id("pages-tcd-explain-map"), vec![
            ("eyes", t("eye", &tr("pages-term-eyes"))),
            ("routes", t("dimension-ordered", &tr("pages-term-routes"))),
        ]) }</p>
        <p>{ marked(text::id("pages-tcd-explain-check"), vec![("verdict", t("verdict", &tr("pages-term-verdict")))]) }</p>
    </> }
}

/// A TCD sweep: the TCD against k, and the sources beaten.
fn explain_sweep(t: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ marked(text::id("pages-tcd-explain-sweep"), vec![
            ("tcd", t("tcd", "TCD")),
            ("eye", t("eye", &tr("pages-term-eye"))),
        ]) }</p>
    </> }
}

/// The arrows on a TCD map.
fn keys(dims: usize) -> Vec<(&'static str, String)> {
    grid_keys(dims, &tr("pages-keys-the-source"))
}

#[cfg(test)]
mod tests {
    use crate::l10n::tr_args;

    /// The titles as `format!` wrote them before the words moved to
    /// Fluent; the net (mesh or torus) picks the noun.
    #[test]
    fn english_titles_read_as_before() {
        for net in ["mesh", "torus"] {
            let args = [
                ("from", "(0, 0)".into()),
                ("by", "Algorithm 1 (Cang and Wu 1998)".into()),
                ("sides", "8×8".into()),
                ("net", net.into()),
                ("algo", "the exhaustive optimum".into()),
            ];
            assert_eq!(
                tr_args("pages-tcd-title-run", &args),
                format!("Broadcast from (0, 0) by Algorithm 1 (Cang and Wu 1998) on the 8×8 {net}")
            );
            assert_eq!(
                tr_args("pages-tcd-title-map", &args),
                format!(
                    "Total communication distance of every source under the exhaustive optimum, on the 8×8 {net}"
                )
            );
            assert_eq!(
                tr_args("pages-tcd-short-title-map", &args),
                format!("TCD of every source, 8×8 {net}")
            );
        }
    }

    /// The orderly room's title: the net's own word (msn as links write
    /// it) and " (adaptive)" only when it is.
    #[test]
    fn english_orderly_titles_read_as_before() {
        for (net, adaptive, tail) in [("msn", "no", ""), ("torus", "yes", " (adaptive)")] {
            let args = [
                ("algo", "your ordering".into()),
                ("sides", "4×4".into()),
                ("net", net.into()),
                ("adaptive", adaptive.into()),
            ];
            assert_eq!(
                tr_args("pages-orderly-title-grid", &args),
                format!("Orderly broadcast with your ordering on the 4×4 {net}{tail}")
            );
        }
    }

    /// German picks its own noun for each net, and every locale words the
    /// message (no id shown in its place).
    #[test]
    fn each_locale_words_the_title_with_its_own_noun() {
        let args = |net: &str| {
            [
                ("from", "(0, 0)".into()),
                ("by", "x".into()),
                ("sides", "8×8".into()),
                ("net", net.into()),
            ]
        };
        let de = castlab_l10n::Words::embedded("de");
        assert!(
            de.tr_args("pages-tcd-title-run", &args("mesh"))
                .contains("8×8-Gitter")
        );
        assert!(
            de.tr_args("pages-tcd-title-run", &args("torus"))
                .contains("8×8-Torus")
        );
        for locale in ["de", "es", "zh-Hans"] {
            let words = castlab_l10n::Words::embedded(locale);
            let title = words.tr_args("pages-tcd-title-run", &args("torus"));
            assert!(!title.contains("pages-"), "{locale}: {title}");
        }
    }
}

//! "Your turn" on the classical view: the round planned, its calls, the
//! validator's verdict, a list of the calls the informed vertices can
//! make (the keyboard's way to plan one), and the buttons.

use castlab_core::classical::check;
use castlab_core::eval::exercise::calls::{CallsCheck, as_calls, max_rounds};
use castlab_core::exercise::node_name;
use castlab_core::graph::UNREACHED;
use castlab_core::permalink::Query;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::l10n::{text, tr, tr_args};
use crate::state::{OpenExercise, PlanEdit};

#[derive(Properties, PartialEq)]
pub struct CallsPlanProps {
    pub exercise: OpenExercise,
    pub check: CallsCheck,
    pub query: Query,
    pub on_plan: Callback<PlanEdit>,
}

/// The calls a vertex informed before `round` can make, as (caller,
/// callee) pairs, the callee not yet informed first.
fn possible_calls(query: &Query, e: &OpenExercise) -> Vec<(u32, u32)> {
    let Some(graph) = query.network() else {
        return Vec::new();
    };
    let graph = &*graph;
    let plan: Vec<(u32, u32, u32)> = e
        .plan
        .iter()
        .map(|&(t, f, r)| (t, f.index() as u32, r.index() as u32))
        .collect();
    let times = check(&graph, &as_calls(query.vertex(), &plan)).times;
    let busy: Vec<u32> = plan
        .iter()
        .filter(|c| c.0 == e.plan_step)
        .flat_map(|c| [c.1, c.2])
        .collect();
    let mut out = Vec::new();
    for v in 0..graph.node_count() {
        if times[v] >= e.plan_step || busy.contains(&(v as u32)) {
            continue;
        }
        graph.for_each_neighbour(v, &mut |w| {
            if times[w] == UNREACHED && !busy.contains(&(w as u32)) {
                out.push((v as u32, w as u32));
            }
        });
    }
    out
}

/// A call in words: "000 calls 001".
fn call_words(from: &str, to: &str) -> String {
    tr_args(
        "exercise-calls-call",
        &[("from", from.into()), ("to", to.into())],
    )
}

#[component]
pub fn CallsPlan(props: &CallsPlanProps) -> Html {
    let (e, c, q) = (&props.exercise, &props.check, &props.query);
    let select = use_node_ref();
    let at = |v: usize| node_name(q, v);
    let edit = |edit: PlanEdit| props.on_plan.reform(move |_: MouseEvent| edit);
    let last = max_rounds(c.nodes);
    let calls: Vec<String> = e
        .plan
        .iter()
        .filter(|m| m.0 == e.plan_step)
        .map(|&(_, f, r)| call_words(&at(f.index()), &at(r.index())))
        .collect();
    let verdict = match (&c.violation, c.complete) {
        (Some(v), _) => {
            html! { <span class="bad">{ tr_args("exercise-calls-not-allowed", &[("rule", text(v).into())]) }</span> }
        }
        (None, true) => {
            html! { <span class="ok">{ tr_args("exercise-calls-complete", &[("rounds", c.rounds.into())]) }</span> }
        }
        (None, false) => {
            html! { { tr_args("exercise-calls-so-far", &[("informed", c.informed.into()), ("nodes", c.nodes.into())]) } }
        }
    };
    let options = possible_calls(q, e);
    let add = {
        let (select, on_plan) = (select.clone(), props.on_plan.clone());
        Callback::from(move |_: MouseEvent| {
            let value = select.cast::<HtmlSelectElement>().map(|s| s.value());
            let pair = value.and_then(|v| {
                let (f, t) = v.split_once('-')?;
                Some((f.parse().ok()?, t.parse().ok()?))
            });
            if let Some((f, t)) = pair {
                on_plan.emit(PlanEdit::Call(f, t));
            }
        })
    };
    html! {
        <div class="plan" data-testid="plan">
            <p>{ format!("{} ", tr_args("exercise-calls-planning", &[("round", e.plan_step.into())])) }
                { match e.sender {
                    Some(s) => tr_args("exercise-calls-caller-chosen", &[("caller", at(s.index()).into())]),
                    None => tr("exercise-calls-click-caller"),
                } }</p>
            <p class="plan-messages" data-testid="plan-messages">{ if calls.is_empty() { tr("exercise-calls-none") } else { calls.join(&tr("exercise-list-separator")) } }</p>
            <p class="plan-verdict" data-testid="plan-verdict" aria-live="polite">{ verdict }</p>
            if !options.is_empty() && !c.complete {
                <p class="answer">
                    <label>{ format!("{} ", tr("exercise-calls-choose")) }
                        <select ref={select} data-testid="plan-call-select">
                            { for options.iter().map(|&(f, t)| html! {
                                <option value={format!("{f}-{t}")}>{ call_words(&at(f as usize), &at(t as usize)) }</option>
                            }) }
                        </select>
                    </label>
                    { " " }<button type="button" data-testid="plan-call-add" onclick={add}>{ tr("exercise-calls-add") }</button>
                </p>
            }
            <p class="answer">
                <button type="button" data-testid="plan-next" onclick={edit(PlanEdit::NextStep)} disabled={e.plan_step >= last || c.complete}>{ tr("exercise-calls-next") }</button>
                { " " }<button type="button" data-testid="plan-undo" onclick={edit(PlanEdit::Undo)}>{ tr("exercise-plan-undo") }</button>
                { " " }<button type="button" data-testid="plan-clear" onclick={edit(PlanEdit::Clear)}>{ tr("exercise-plan-clear") }</button>
                { " " }<button type="button" data-testid="plan-submit" onclick={edit(PlanEdit::Submit)} disabled={c.complete}>{ tr("exercise-calls-submit") }</button>
            </p>
        </div>
    }
}

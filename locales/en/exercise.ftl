# Exercises (ask=): the questions, their hints, the feedback on an answer,
# the score and the page's words around them.

## Questions and their hints

exercise-least-tcd-prompt = Click the source from which the broadcast has the least TCD (total hops of all its messages).
exercise-least-tcd-hint = Sources in the middle of a quadrant do better than corners and edges: think of where the first messages must go.
exercise-least-orderly-prompt = Click the originator whose broadcast finishes first (the least b^Π(u)).
exercise-least-orderly-hint = An originator is done when its last vertex is informed, and a vertex informed at t reaches its label-i neighbour at t + i: follow the labels from an originator to the vertex that hears last, and compare.
# An MSN route: $from and $to are nodes' coordinates, "(1, 0)".
exercise-route-prompt = How many hops does the shortest route from { $from } to { $to } take?
# $family: the path family Eq. (5) of the MSN paper picks, as the paper names it.
exercise-route-hint = Eq. (5) picks one of four path families ({ $family } here); its routing tag has one digit per hop.
exercise-contention-prompt = Is this schedule contention-free: can its messages be routed so that no directed link carries two messages in one step?
exercise-contention-hint = Step through it and look at each step's routes: a link two messages share is drawn red; the routes may be XY or YX.
exercise-build-tcd-prompt = Your turn: build a one-port broadcast from { $source } in { $steps } steps. Click a sender, then its receiver, for each message; then go to the next step.
exercise-build-tcd-hint = In each step every informed node may send once, to one node not yet informed; the fewer hops in all, the better.
exercise-hops-prompt = How many hops do all the messages of this broadcast from { $source } travel in all (its TCD)?
exercise-hops-hint = Add up each step's routes: step 1 alone travels { $first } hops; the stepper counts each step's hops.
exercise-link-prompt = Which step first sends a message over the link { $from } → { $to }?
exercise-link-hint = Step through the schedule and watch that link: { $messages ->
        [one] 1 message
       *[other] { $messages } messages
    } of the schedule's routes use it.
exercise-when-orderly-prompt = At what time is vertex { $vertex } informed, from the originator { $originator }?
exercise-when-orderly-hint = Its first message comes along label { $label } of { $neighbour }: find when that neighbour is informed and add { $label }.
exercise-when-orderly-hint-back = Follow the labels back to the originator.
exercise-when-orderly-hint-rule = A vertex informed at time t sends on label i at time t + i: follow the labels back to the originator.
exercise-when-classical-prompt = In this broadcast from { $originator }, one call a round, in which round is vertex { $vertex } informed?
exercise-when-classical-hint = { $caller } calls it: find the round in which { $caller } is informed, then the round of its call (one call a round, the earlier calls first).
exercise-when-classical-hint-back = Follow the calls back to the originator.
exercise-least-classical-prompt = Click an originator from which this broadcast finishes in the fewest rounds.
exercise-least-classical-hint = No broadcast beats ⌈log₂ N⌉ rounds, nor the originator's distance to the farthest vertex: look for the originators nearest to everyone.
exercise-build-classical-prompt = Your turn: build a broadcast from { $originator } in the telephone model, in as few rounds as you can. In each round click a caller, then the neighbour it calls; then go to the next round.
exercise-build-classical-hint = In a round every informed vertex may call one neighbour, and a vertex makes or takes one call a round: the informed vertices at most double each round, so keep every one of them calling someone new.
exercise-order-prompt = Your turn: choose the order in which vertex { $vertex } sends to its neighbours (its labels 1 to { $labels }), so that every originator's broadcast is done by time { $time }: the best that { $reached } of the { $orders } orders of its labels reach.
exercise-order-hint = A vertex informed at time t reaches its label-i neighbour at t + i: put first the neighbour the rest of the network waits for.
# WK: $node and $source are addresses, "201".
exercise-when-wk-prompt = At which step is node { $node } informed, from the source { $source }?
exercise-when-wk-hint = All ports, one hop per step: no node is informed before its distance from the source, and a rule may take a longer way; follow the links the first message to reach it takes.

## Why a link's question is not asked (after "No question here: ", and in castlab eval's "refused")

exercise-refused-not-asked = the link asks no question (ask=)
exercise-refused-too-large = questions are asked on networks of at most { $max } nodes; this one has { $nodes }
exercise-refused-too-large-build = you build broadcasts on networks of at most { $max } nodes (8 × 8); this one has { $nodes }
exercise-refused-too-large-call = ask=build: you build a classical schedule on networks of at most { $max } vertices (Q_6, BF(4), an 8 × 8 mesh); this one has { $nodes }, so the view is shown without the question
exercise-refused-too-large-order = you order labels on networks of at most { $max } nodes (6 × 6, WK(3, 3)); this one has { $nodes }
exercise-refused-all-orders-tie = every order of every vertex's labels gives the same time, { $time }, so there is no order to choose here
# $ask: the key's value as written in the link ("least", "build").
exercise-refused-not-this-view = ask={ $ask } is not a question this view asks
# $why: the ordering's own error.
exercise-refused-ordering = { $why }
exercise-refused-no-times = every originator's time was not computed
exercise-refused-no-contention = whether this schedule is contention-free is not known
exercise-refused-not-by-hand-standard = the rounds of the matching heuristic and of the exhaustive search cannot be worked out by hand; questions are asked on algo=standard (the family's published construction) and algo=tree
exercise-refused-not-by-hand-tree = the rounds of the matching heuristic and of the exhaustive search cannot be worked out by hand; questions are asked on algo=tree (the spanning-tree broadcast)
exercise-refused-no-schedule = the schedule is not listed
exercise-refused-no-link = the schedule uses no link
exercise-refused-no-vertex = no other vertex is informed
exercise-refused-no-calls = the schedule's calls are not listed
exercise-refused-rounds-tie = every originator's broadcast takes as many rounds, so none is quickest
exercise-refused-no-labels = the ordering's labels are not listed
exercise-refused-no-deliveries = the deliveries are not listed
exercise-refused-no-node = no node is informed

## Feedback on an answer; $hint is the question's hint

exercise-right-node-value = Right: { $node } has the least value, { $value }.
exercise-right-node = Right: { $node } has the least value.
exercise-right-number = Right: { $n }.
exercise-right-yes = Right: yes, it is contention-free.
exercise-right-no = Right: no, some step must share a link.
exercise-wrong-node = Not quite: { $node } is not one of the best. Hint: { $hint }
# $off: one of exercise-off-…-least.
exercise-wrong-node-off = Not quite: { $node } is not one of the best; its value is { $off }. Hint: { $hint }
exercise-wrong-number = Not quite: { $given } is not the answer. Hint: { $hint }
# $off: one of exercise-off-… (how far, never which way).
exercise-wrong-number-off = Not quite: { $given } is { $off }. Hint: { $hint }
exercise-wrong-yes-no = Not quite. Hint: { $hint }
exercise-wrong-kind = That is not the kind of answer this question takes.
exercise-off-tenth = off by at most a tenth of the answer
exercise-off-under-half = off by under half of the answer
exercise-off-half-or-more = off by half of the answer or more
exercise-off-tenth-least = off by at most a tenth of the least
exercise-off-under-half-least = off by under half of the least
exercise-off-half-or-more-least = off by half of the least or more

## Why a right answer scores what it does ($n: wrong tries before it)

exercise-tries-first = right at the first try
exercise-tries-earlier = { $n ->
        [1] one earlier try
        [2] two earlier tries
        [3] three earlier tries
       *[other] { $n } earlier tries
    }
# $count: exercise-tries-earlier.
exercise-tries-yes-no = { $count }, and a yes or no has only one answer left

## Your turn: a broadcast built by clicks (TCD)

exercise-best-optimum = the optimum over all schedules
exercise-best-recursive = the best subcube-recursive schedule (castlab)
exercise-hopeless = This plan can no longer finish in { $steps } steps: after step { $closed }, { $informed } { $informed ->
        [one] node is
       *[other] nodes are
    } informed, and doubling in each of the { $left } { $left ->
        [one] step
       *[other] steps
    } left reaches at most { $reach } of the { $nodes } nodes ({ $why }). Undo back to step { $back } or start over.
exercise-hopeless-wasted = in step { $step } not every informed node sent, and a broadcast in { $steps } steps needs every one to send in every step
exercise-hopeless-few = too few nodes are informed
# $name: an algorithm's name; $mine and $theirs: the nodes each informs in that step, or exercise-no-node.
exercise-divergence-more = Your plan differs from { $name } from step { $step } on: in step { $step } it informs { $mine } where { $name } informs { $theirs }, and its TCD is { $tcd }, { $gap } more than that schedule's { $their_tcd }.
exercise-divergence-fewer = Your plan differs from { $name } from step { $step } on: in step { $step } it informs { $mine } where { $name } informs { $theirs }, and its TCD is { $tcd }, { $gap } fewer than that schedule's { $their_tcd }.
exercise-no-node = no node

## Your turn: a classical schedule built by clicks

exercise-call-no-such-vertex = round { $round } names vertex { $vertex }, which is not in the network
exercise-call-not-a-link = round { $round }: { $from } calls { $to }, but they are not neighbours
exercise-call-uninformed = round { $round }: { $from } calls before it has the message
exercise-call-two-calls = round { $round }: { $vertex } is in two calls, and a vertex makes or takes one call a round
exercise-call-never-informed = { $vertex } is never informed
# $by: an algorithm's name.
exercise-exact-meets = no broadcast beats max(⌈log₂ N⌉, the originator's eccentricity) = { $lower }, and { $by } reaches it
exercise-exact-searched = castlab's exhaustive search finds no schedule in fewer
# $u: the originator's address; $how: exercise-exact-meets or exercise-exact-searched.
exercise-verdict-exact-more = A valid broadcast in { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }: b({ $u }) = { $best } exactly ({ $how }), so yours takes { $more } more.
exercise-verdict-exact = A valid broadcast in { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }: that is b({ $u }), the least possible ({ $how }).
exercise-verdict-fewer = A valid broadcast in { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }: fewer than the best schedule castlab knows from { $u } ({ $by }, { $best } rounds). b({ $u }) is not known exactly: it lies between { $lower } and { $rounds }.
exercise-verdict-ties = A valid broadcast in { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }: it ties the best schedule castlab knows from { $u } ({ $by }). b({ $u }) is not known exactly: it lies between { $lower } and { $best }.
exercise-verdict-more = A valid broadcast in { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }: the best schedule castlab knows from { $u } ({ $by }) takes { $best }, { $more } fewer. b({ $u }) is not known exactly: it lies between { $lower } and { $best }.

## The page: the question's box, its answer and the score

# The box's name for screen readers.
exercise-label = Exercise
exercise-question = Question:
# Between the messages or calls of a plan in a list.
exercise-list-separator = ,{" "}
exercise-no-question = No question here: { $why }.
exercise-click-node = Click a node on the map to answer.
exercise-your-answer = Your answer
exercise-check = Check
exercise-yes = Yes
exercise-no = No
exercise-restored = Answered right before this page was reloaded.
# After "Score 0.75 of 1" (in bold): why the answer scores that.
exercise-score = Score { $score } of 1
exercise-score-why = : { $why }.
exercise-total = This tab's total: { $total } of { $count }, over the { $count } { $count ->
        [one] question
       *[other] questions
    } answered right here.
# A label order: "label 2: 13" (a vertex's address or coordinates).
exercise-order-label = label { $label }: { $vertex }
exercise-order-move-up = Move { $vertex } up to label { $label }
exercise-order-check = Check my order
exercise-order-right = Right: with your list every broadcast is done by time { $time }, the best any order of this vertex's labels gives (the ordering's own list: { $base }).
exercise-order-wrong = Not quite: with your list every broadcast is done by time { $time }; { $reached } of the { $orders } orders of these labels reach { $target }. Try another order.

## Your turn on a mesh or torus: the plan so far

exercise-plan-planning = Planning step { $step } of { $steps }:
exercise-plan-sender-chosen = sender { $sender } chosen, now click its receiver.
exercise-plan-click-sender = click a sender, then its receiver.
exercise-plan-no-message = No message planned in this step yet.
# $rule: the validator's words for the rule broken.
exercise-plan-not-allowed = Not allowed: { $rule }. The message that breaks it is marked with a red cross on the map.
exercise-plan-complete = Every node informed: TCD { $tcd }.
exercise-plan-so-far = { $informed } of { $nodes } nodes informed so far; { $tcd } { $tcd ->
        [one] hop
       *[other] hops
    }.
exercise-plan-last-step = “Next step” is off: step { $steps } is the last. Each step at most doubles the informed nodes, so { $steps } steps (⌈log₂ { $n }⌉) are the fewest that inform all { $n }, and a plan takes no more.
exercise-plan-next = Next step
exercise-plan-undo = Undo
exercise-plan-clear = Start over
exercise-plan-valid = A valid broadcast: every node informed in { $steps } steps, TCD { $tcd }.
# $name: exercise-best-optimum or exercise-best-recursive; $paper and $best: TCDs.
exercise-plan-valid-paper-best = A valid broadcast: every node informed in { $steps } steps, TCD { $tcd }. The papers' algorithm takes { $paper }; { $name }, { $best }.
exercise-plan-valid-paper = A valid broadcast: every node informed in { $steps } steps, TCD { $tcd }. The papers' algorithm takes { $paper }.
exercise-plan-valid-best = A valid broadcast: every node informed in { $steps } steps, TCD { $tcd }. { $name }: { $best }.
exercise-plan-why-ties = TCD { $best } ties { $name }
exercise-plan-why-more = { $name } takes { $best }, your plan { $tcd }
exercise-plan-why-valid = a valid broadcast

## Your turn on the classical view: the calls so far

# A call: "000 calls 001".
exercise-calls-call = { $from } calls { $to }
exercise-calls-planning = Planning round { $round }:
exercise-calls-caller-chosen = caller { $caller } chosen, now click the neighbour it calls.
exercise-calls-click-caller = click a caller, then the neighbour it calls.
exercise-calls-none = No call planned in this round yet.
exercise-calls-not-allowed = Not allowed: { $rule }. Undo the call that breaks it.
exercise-calls-complete = Every vertex informed, in { $rounds } rounds.
exercise-calls-so-far = { $informed } of { $nodes } vertices informed so far.
exercise-calls-choose = Or choose a call
exercise-calls-add = Add call
exercise-calls-next = Next round
exercise-calls-submit = Check my schedule
exercise-calls-why-best = { $rounds } rounds, the best known
exercise-calls-why-fewer = { $rounds } rounds, where the best known takes fewer
exercise-calls-why-stands = { $why }; the first complete schedule's score stands
exercise-calls-incomplete = the schedule is not complete
exercise-calls-not-yet = Not yet: { $why }. Hint: { $hint }

## The answer's xAPI statement

# The xAPI verb "answered", shown by a record store beside ADL's English.
exercise-xapi-answered = answered

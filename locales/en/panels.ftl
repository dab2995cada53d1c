# The page's panels and controls (web/src/components: controls, share, the panels; web/src/state: plans, answers).

## Controls (controls.rs)

panels-network = Network
panels-view = View
# WK(W, L): a level of the select, with the network's node count
panels-wk-level = { $level } ({ $nodes } nodes)
panels-sides = Sides
panels-sides-description = Side lengths, x first, like 9x13
# A family's size field: $key is its size symbol (m or n)
panels-family-size-range = { $key }, { $least } to { $most }
# A family's size in its menu: $title is the graph's symbol (Q_4, BF(3)), $vertices its vertex count
panels-family-size-option = { $title } ({ $vertices } vertices)
panels-dimensions = Dimensions
# A cube's dimension count: 2-D, 3-D
panels-cube-dims = { $d }-D
panels-side = Side
panels-ordering = Ordering
panels-algorithm = Algorithm
# The comparison select: compare with no other algorithm
panels-compare-none = none
panels-compare = Difference against
panels-originator = Originator
panels-source = Source
panels-wk-source-description = Source address, one digit per level, most significant first
panels-grid-source-description = Source coordinates, comma-separated, x first
panels-destination = Destination
panels-destination-description = Destination coordinates x,y

## Share (share.rs)

panels-share = Share this view
panels-copy-link = Copy link
panels-copy-markdown = Copy as Markdown
panels-embed = Embed…
# An embed option: the embedded page cannot change the configuration
panels-embed-read-only = read-only
# An embed option: the steps play on their own
panels-embed-autoplay = autoplay
panels-embed-panel = panel
# The embed's panel shows the numbers
panels-embed-panel-metrics = metrics
# The embed shows no panel
panels-embed-panel-none = none
panels-embed-theme = theme
panels-theme-auto = auto
panels-theme-light = light
panels-theme-dark = dark
# A theme of high contrast for a room's projector
panels-theme-projector = projector
panels-embed-snippet = Embed snippet
panels-copy-snippet = Copy snippet
panels-embed-note = Paste it into a course page. The box is 4:3 without script; the optional script sizes it to the content.
# An HTML comment in the embed snippet, above its optional script
panels-embed-script-comment = Optional: fits the box to the embed's content height.
panels-link-copied = Link copied.
panels-markdown-copied = Markdown link copied.
panels-snippet-copied = Embed snippet copied.
panels-clipboard-refused = The browser refused the clipboard; select the text and copy it.

## Keyboard shortcuts (shortcuts.rs)

panels-keys-title = Keyboard shortcuts
panels-keys-close-button = Close
panels-keys-anywhere = Anywhere
panels-keys-focus = the next or previous control
panels-keys-this-list = this list
panels-keys-close = close it
panels-keys-on-chart = On a chart (click it or Tab to it)
panels-keys-chart-point = the previous or next point
panels-keys-chart-size = the size above or below (heat grids)
panels-keys-chart-ends = the first or last point
panels-keys-chart-open = open the highlighted size
panels-keys-chart-values = a point's values
panels-keys-chart-click = open that size
panels-keys-pointer = Mouse and touch
# $moved is who moves, as the page words it (the source, the originator: the object of the sentence); $axis is x, y or z
panels-keys-move = move { $moved } along { $axis }
panels-keys-move-eight = move 8 nodes at a time
panels-keys-on-drawing = On the drawing (click it or Tab to it)
panels-keys-zoom = zoom in, zoom out
panels-keys-whole = show the whole network
panels-keys-zoom-pointer = zoom about the pointer
panels-keys-pan = pan, once zoomed in
panels-keys-pinch = zoom (touch)
panels-keys-tap-pick = pick a node and show its numbers (touch)
panels-keys-tap-show = show a node's numbers (touch)
panels-keys-steps = The steps
panels-keys-press = on Play/Pause or a step button: press it
panels-keys-slider = on the step slider: one step, the first, the last
panels-keys-next-step = the next or previous step, from anywhere on the page
# Keys as the keyboard names them
panels-key-tab = Tab, Shift + Tab
panels-key-escape = Escape
panels-key-home-end = Home End
panels-key-arrows-home-end = ← → Home End
panels-key-enter = Enter
panels-key-enter-space = Enter, Space
panels-key-page-up-down = Page Up, Page Down
panels-key-shift-arrow = Shift + arrow
panels-key-ctrl-wheel = Ctrl + wheel, ⌘ + wheel
# Gestures of the mouse and touch
panels-key-hover-tap = hover, tap
panels-key-click = click
panels-key-drag = drag
panels-key-pinch = pinch
panels-key-tap = tap

## A source's numbers (metrics.rs)

panels-computing = computing…
panels-from-map-checking = (from the map; checking the schedule…)
panels-source-each-algorithm = This source under each algorithm
# A badge: the source is an eye of the TCD map (a local optimum the papers name so)
panels-eye = eye
panels-your-schedule-tcd = your schedule (plan=), checked like castlab's own
panels-tcd-recounted = recounted from the explicit schedule's routes
panels-steps = Steps
panels-steps-optimal = = ⌈log₂N⌉, time-step optimal
panels-steps-not-optimal = ≠ ⌈log₂N⌉: not time-step optimal
panels-messages = Messages
panels-messages-why = one per informed node
panels-valid-schedule = Valid schedule
panels-valid-schedule-why = one-port; every node informed exactly once
panels-contention-free = Contention-free
panels-contention-given = the plan's routes, checked as given: no link twice in a step
# $method is how the routes were found (panels-method-…)
panels-contention-ordered = dimension-ordered routes, no link twice in a step ({ $method })
panels-method-greedy = greedy
panels-method-exhaustive = exhaustive
panels-method-inconclusive = inconclusive
panels-papers-recurrence = Papers' recurrence
panels-least-tcd = Least TCD
# $sources and $count are written with their digits grouped
panels-least-tcd-why = over all { $sources } sources, reached at { $count } of them
panels-largest-tcd = Largest TCD
panels-largest-tcd-why = over all sources

## The paper check, the certificate and the least TCD (claims.rs, certificate.rs, least_panel.rs)

panels-paper-check = Paper check
panels-cert-title = Proven optimum
# A badge after the value
panels-cert-proven-optimum-badge = proven optimum
# Between the proven lower and upper bound; $q is the quantity's symbol (TCD, b^o)
panels-cert-between = ≤ optimal { $q } ≤
panels-cert-proven-bounds = proven bounds
panels-cert-meets = the value shown meets the proven lower bound: it is optimal
panels-cert-above-optimum = the value shown, { $value }, is { $gap } above the optimum
panels-cert-above-bound = the value shown, { $value }, is { $gap } above the proven lower bound; the certified witness reaches { $upper }
panels-cert-invalid = The schedule shown breaks a rule, so its value is not compared with the optimum.
panels-cert-show = Show the certified witness (cert=1); the paper check then reads the proofs
panels-least-title = Least known TCD
# Before the selected source's value
panels-least-selected = From the selected source:
panels-least-exact = exact: the search over every schedule (N ≤ 16)
panels-least-proven = proven: a SAT refutation one below meets a schedule
panels-least-interval = interval: a SAT refutation below, the best schedule above
panels-least-bound = bound: the best schedule castlab builds; nothing proven below
# How a source's least TCD is known, in one word (a badge)
panels-known-exact = exact
panels-known-proven = proven
panels-known-interval = interval
panels-known-bound = bound
panels-printed-caption = The papers' closed forms, as printed, against the schedules
# A column: the printed formula
panels-printed-formula = formula
# A column: which source the formula is about
panels-printed-source = source
# A column: the formula's value as printed
panels-printed-printed = printed
# A column: the best schedule's TCD
panels-printed-schedule = schedule
# A source at a corner of the grid
panels-corner = corner

## WK broadcast (wk_panel.rs)

# While the panel waits for its report
panels-running = Running the broadcast…
panels-wk-your-schedule = your schedule (plan=), checked by the all-port model's rules
# The algorithm's names (stack, fang) are link values; the authors' names stay
panels-wk-about-stack = stack: Chen and Duh's stack-based broadcast, as Fang, Liang, Chen and Ng describe it (§1)
panels-wk-about-fang = fang: corner and general broadcasting (Fang, Liang, Chen and Ng, §3)
panels-wk-steps-why = the source's eccentricity is { $eccentricity }; the diameter 2^L − 1 = { $diameter }
panels-wk-exactly-once = Exactly once
panels-wk-messages = { $n } messages
panels-wk-exactly-once-why = every node but the source receives one message, all ports, one hop per step
panels-wk-random-delays = Random delays
panels-wk-random-delays-why = still exactly once with link delays of 1 to 4 steps, { $seeds } seeds
panels-wk-label = Label
panels-wk-bits = { $n } bits
panels-wk-decision-cost = Decision cost
panels-wk-operations = at most { $n } operations per node
panels-wk-decision-cost-why = comparisons, pops and pushes a node makes to choose where to forward
panels-wk-both = Both algorithms from this source
# Columns of the comparison
panels-wk-col-steps = steps
panels-wk-col-label-bits = label bits
panels-wk-col-stack = stack
panels-wk-col-max-cost = max cost
panels-wk-col-total-cost = total cost
panels-wk-node-table = Node table ({ $n } nodes)
# A column: the node's address (cor-id, cor-level, flip-cor-id stay as the paper names them)
panels-wk-col-address = address
# A node whose flip link leads out of the network
panels-wk-free-link = free link
panels-wk-table-limit = The node table is listed for networks of up to { $n } nodes.

## Manhattan Street networks (msn_panel.rs, msn_key.rs)

# While a panel waits for its report
panels-computing-panel = Computing…
# Followed by the drawn node's coordinates
panels-msn-every-node-sends = Every node sends; drawn: the packets of
panels-msn-destination-why = click a node to route to it
panels-msn-distance = Distance
# $family is the path family (NE, SW, SE, NW)
panels-msn-distance-why = Varvarigos 1998, Eq. (5), { $family } path; breadth-first search gives { $bfs }
panels-msn-routing-tag = Routing tag
panels-msn-routing-tag-why = 0: horizontal hop, 1: vertical hop
panels-msn-mean-distance = Mean distance
# $eq27 is the paper's value as a fraction
panels-msn-mean-distance-why = = { NUMBER($mean, minimumFractionDigits: 4, maximumFractionDigits: 4) }; Eq. (27): { $eq27 }
panels-diameter = Diameter
panels-msn-diameter-why = largest distance
panels-msn-throughput = Throughput
panels-msn-throughput-bound = λ ≤ { NUMBER($bound, minimumFractionDigits: 4, maximumFractionDigits: 4) }
panels-msn-throughput-why = 2/D̄ per node (§3); a bidirectional wraparound mesh has D̄ = { $mesh }
panels-msn-slots = Slots
panels-msn-te-slots-why = total exchange simulated slot by slot; H/2 by Eq. (28): { $slots }
panels-msn-no-collisions = No collisions
panels-msn-te-no-collisions-why = no directed link carries two packets in a slot
panels-msn-utilization = Utilization
panels-msn-percent-whole = { NUMBER($percent, maximumFractionDigits: 0) }%
panels-msn-percent-two = { NUMBER($percent, minimumFractionDigits: 2, maximumFractionDigits: 2) }%
panels-msn-te-utilization-why = busy link-slots
panels-msn-shortest-paths = Shortest paths
panels-msn-shortest-paths-why = every packet, and every node gets every packet
panels-msn-mnb-slots-why = multinode broadcast; lower bound N²/2 = { $bound } (Eq. (29))
panels-msn-mnb-no-collisions-why = the translates A_i(x, y) are disjoint; every node gets every packet
panels-msn-mnb-utilization-why = every link busy except in the last slot
panels-msn-construction = Construction
panels-msn-backtracks = { $n } backtracks
panels-msn-areas = Areas
panels-msn-areas-why = destinations each path family reaches first (Eq. (5)); { $tied } tie
panels-msn-hamiltonian = Hamiltonian
panels-msn-hamiltonian-why = both cycles visit every node once
panels-msn-edge-disjoint = Edge-disjoint
panels-msn-edge-disjoint-why = orange and blue share no link
panels-msn-ring-mnb = Ring MNB
panels-msn-ring-mnb-why = (N² − 1)/2 slots with split packets (Eq. (30))
panels-msn-sums-caption = Eq. (10): the distances from a node summed by parity class
# Columns of the partial sums
panels-msn-col-class = class
# Eq. (10)'s classes of destinations by the parities of their coordinates.
panels-msn-class-odd-odd = x odd, y odd
panels-msn-class-even-even = x even, y even
panels-msn-class-odd-even = x odd, y even
panels-msn-class-even-odd = x even, y odd
panels-msn-col-bfs = BFS
panels-msn-col-printed = as printed
panels-msn-col-appendix = Appendix

## The MS network's key (msn_key.rs)

# What the colours of the total exchange mean
panels-msn-key-tag = this slot's hops, on the phase's routing tag
panels-msn-key-complement = on its complement
panels-msn-key-done = hops done earlier in the phase
panels-msn-key-ahead = hops still to come
panels-msn-key-reached = where the phase's packets arrive
panels-msn-key-drawn-source = source (whose packets are drawn)
panels-msn-key-holds = holds the source's packet
panels-msn-key-not-yet = not yet
panels-msn-key-slot-links = links of this slot
panels-msn-key-source = source
# The two Hamiltonian cycles
panels-msn-key-cycle-1 = cycle 1
panels-msn-key-cycle-2 = cycle 2
panels-msn-key-half-packets = the source's half packets after this half slot
panels-msn-key-route = shortest route to the destination (Eq. (5))
panels-msn-key-route-pointer = shortest route to the node under the pointer
panels-msn-key-destination = destination
# The four areas of the paper, by compass direction
panels-msn-key-ne = A₁, North–East
panels-msn-key-sw = A₂, South–West
panels-msn-key-se = A₃, South–East
panels-msn-key-nw = A₄, North–West
panels-msn-key-tie = paler: two families tie
# The route view's colour scale
panels-msn-key-hops = Hops from the source (darker: nearer)

## Orderly broadcasting (orderly_panel.rs)

panels-orderly-title = Orderly broadcast
panels-orderly-no-symmetry = the ordering has no symmetry to exploit, so every originator was propagated
panels-orderly-one-symmetry = 1 symmetry of the ordering (checked) let one originator stand for its orbit
# $n is written with its digits grouped
panels-orderly-symmetries = { $n } symmetries of the ordering (checked) let one originator stand for each orbit
# $worst and $computed are written with their digits grouped; $symmetry is one of panels-orderly-…-symmetry
panels-orderly-whole-why = largest over all originators, reached by { $worst } of them; { $computed } propagated; { $symmetry }
panels-orderly-whole-why-parallel = largest over all originators, reached by { $worst } of them; { $computed } propagated by { $workers } workers in parallel; { $symmetry }
panels-orderly-from-source-why = this originator's last arrival
panels-lower-bound = Lower bound
panels-orderly-classical = Classical b(src)
panels-orderly-classical-why = every one-port schedule tried
panels-orderly-optimum-why = every ordering tried
panels-bounds-caption = Exact value against the thesis's bounds
# Columns of the bounds' table
panels-bounds-col-bound = bound
panels-bounds-col-value = value
panels-bounds-col-what = what
panels-messy-caption = Messy broadcasting from the originator ({ $trials } seeded runs each)
# Columns of the messy runs
panels-messy-col-model = model
panels-messy-col-min = min
panels-messy-col-median = median
panels-messy-col-max = max
panels-messy-col-worst = worst case
panels-messy-worst-title = the latest completion over every choice the vertices may make, by exhaustive search
# A worst case found by exhaustive search
panels-exact-value = { $value } (exact)
panels-orderly-labels-toggle = Show each edge's label
panels-orderly-adaptive-toggle = Adaptive (skip the neighbours heard from)
panels-search-title = Better orderings
panels-search-stop = Stop
panels-search-start = Search (seed { $seed })
panels-search-status = { $done } of { $total } orderings scored; best b^Π(G) = { $best } (start { $start })
panels-search-status-better = { $done } of { $total } orderings scored; best b^Π(G) = { $best } (start { $start }): better than the start
panels-search-adopt = Adopt (algo=search)
panels-search-hint = A seeded local search in the worker: swaps labels (on tori, for whole classes (i mod 2, j), keeping Π's symmetry) and keeps what is not worse.
# $start is the starting ordering's name in the link (algo=)
panels-search-result-better = This ordering: the best of { $tried } tried from { $start }; b^Π(G) { $from } → { $to }, beating the start.
panels-search-result-same = This ordering: the best of { $tried } tried from { $start }; b^Π(G) { $from } → { $to }, no better than the start.

## The classical model and the census (classical_panel.rs, census_panel.rs)

# A verdict of a bound
panels-verdict-holds = holds
panels-verdict-fails = fails
panels-verdict-open = open
# The ? mark's tooltip: a claim neither refuted nor proven here.
panels-verdict-open-title = not refuted, not proven
panels-verdict-not-applicable = not applicable
# The accessible name of a ✓ or ✗ beside a check.
panels-check-yes = yes
panels-check-no = no
panels-classical-known-certified = b(u) exactly, certified: SAT, DRAT-checked: a solver's schedule re-checked by the validator, and none in one round fewer
panels-classical-known-exact = b(u) exactly: the exhaustive search tried every set of calls
panels-classical-known-optimal = b(u) exactly: the schedule meets the lower bound
panels-classical-known-bound-certified = an upper bound on b(u), which is { $b } (certified: SAT, DRAT-checked)
panels-classical-known-heuristic = an upper bound on b(u): a heuristic's schedule, checked by the validator
panels-classical-certified-row = classical b(u), certified
panels-orderly-certified-row = orderly b^o(G), the best of every ordering
panels-certified-value = { $value } (certified: SAT, DRAT-checked)
panels-census-classical-row = classical b(G), the slowest originator (census, exact)
panels-census-orderly-row = orderly b^o(G), the best of every ordering (census, exact)
panels-census-messy-row = messy worst cases b^m₁(G), b^m₂(G), b^m₃(G) (census, exact)
# After the originator's address: the network it is in
panels-classical-in = in { $network }
panels-rounds = Rounds
panels-classical-lower-bound-why = ⌈log₂ N⌉ (the informed at most double each round) or the originator's eccentricity
panels-three-models = Three models from this originator
panels-diameter-degree = diameter D, largest degree k
panels-classical-least-row = classical b(u), the least castlab knows
# $by is the algorithm's heading
panels-classical-by-exact = { $value } ({ $by }, exact)
panels-classical-by-bound = { $value } ({ $by }, upper bound)
panels-orderly-natural-row = orderly b^Π(u), the network's natural ordering
panels-over-every-originator = { $value } (over every originator: { $whole })
# $model is the messy model's name (M1, M2, M3)
panels-messy-row = messy { $model } ({ $trials } seeded runs)
panels-messy-range-worst = { $min }–{ $max }, worst from this originator { $worst }
panels-census-title = The census: every small graph
panels-census-intro = Each connected graph on 2 to 7 vertices (995, the published count), its times found exactly: b by search over every schedule, b^o over every ordering, b^m₁…b^m₃ over every run. Click a cell to open its first graph in census order.
panels-census-chart = Chart
# $x and $y are the measures' symbols
panels-census-against = { $y } against { $x }
panels-census-chart-title = { $y } against { $x }, { $n } graphs
# A heat cell's value: how many graphs
panels-census-graphs = graphs
panels-census-graph-shown = the graph shown
panels-census-readout-none = Point at a cell to count its graphs; click it to open the first.
panels-census-readout =
    { $x } = { $xv }, { $y } = { $yv }: { $count ->
    [one] { $count } graph
    *[other] { $count } graphs
    }; the first, G_{ $g }, opens on a click
panels-census-chart-label = A grid of the census graphs by { $x } and { $y }
panels-census-relations-caption = Each pair x, y over the 995 graphs: how often x < y, x = y, x > y, and the first graphs with the largest and the smallest y / x (each link shows its x and y)
panels-census-largest = largest y/x
panels-census-smallest = smallest y/x

## Your own plan (plan_panel.rs, your_plan.rs, state/plan.rs)

panels-plan-your-schedule = Your schedule
panels-plan-your-ordering = Your ordering
panels-plan-edit = Edit as JSON
panels-plan-remove = Show castlab's own instead
panels-plan-checking = Checking your plan…
# The models a plan is checked by, with the papers' numbers
panels-plan-model-one-port = one-port broadcast (000, 002)
panels-plan-model-all-port = all-port broadcast (001)
panels-plan-model-store-forward = store and forward (004)
panels-plan-model-orderly = orderly broadcasting (003)
panels-plan-model-telephone = the telephone model (003 §1.2.1)
# $model is one of panels-plan-model-…
panels-plan-valid = Valid: it keeps every rule of { $model }.
# Followed by the broken rule's name and message
panels-plan-invalid-in = Invalid in { $model }:
panels-plan-show-step = Show step { $step } on the map
panels-plan-broken-count = Broken rules in all: { $n }.
# Yours against a compared value
panels-plan-equal = equal
panels-plan-less = yours is { $n } less
panels-plan-more = yours is { $n } more
panels-plan-not-compared-cell = not compared
# $measure is the plan's measure (TCD, steps, rounds, …)
panels-plan-not-compared-schedule = Yours is not compared: your schedule breaks a rule, so its { $measure } is not that of a valid schedule.
panels-plan-not-compared-schedule-plural = Yours is not compared: your schedule breaks a rule, so its { $measure } are not those of a valid schedule.
panels-plan-not-compared-ordering = Yours is not compared: your ordering breaks a rule, so its { $measure } is not that of a valid ordering.
panels-plan-not-compared-ordering-plural = Yours is not compared: your ordering breaks a rule, so its { $measure } are not those of a valid ordering.
# After the plan's numbers
panels-plan-contention-free = ; no step uses a link twice
panels-plan-contention = ; some step uses a link twice, by two messages or one route (marked red on the map)
panels-plan-not-drawn = The picture shows 004's phases; your packets are checked and scored here, not drawn.
# Before the plan's value
panels-plan-measure = { $measure }:
panels-plan-messages = ; { $messages } messages
panels-plan-steps-messages = ; { $steps } steps, { $messages } messages
# Columns of the plan's comparison
panels-plan-compared-with = Compared with
panels-plan-how-known = How it is known
panels-plan-yours = Yours
# A plan's measures
panels-measure-steps = steps
panels-measure-half-slots = half slots
panels-measure-rounds = rounds
panels-measure-broadcast-time = broadcast time
panels-measure-broadcast-time-from = broadcast time from { $node }
panels-plan-file-too-big = { $file }: { $bytes } bytes; the page reads plan files up to 4 MiB ({ $limit } bytes). castlab check FILE reads up to 64 MiB.
panels-plan-file-unreadable = { $file }: the browser could not read it
panels-plan-tools = Your own schedule or ordering
panels-plan-own-schedule = Your own schedule:
panels-plan-own-ordering = Your own ordering:
panels-plan-open-file = Open a file…
panels-plan-download-schedule = Download schedule
panels-plan-download-ordering = Download ordering
panels-plan-tools-note = Or drop a plan file on the view, or paste it. castlab checks it by the model's rules, scores it against the paper and the best known, and puts it in the link. The format: docs/formats in castlab's repository; the same check on the command line: castlab check FILE.
panels-plan-editor = Edit the plan as JSON
panels-plan-json = The plan's JSON
panels-plan-apply = Check and show
panels-plan-cancel = Cancel
panels-plan-waiting = Your plan's check and score come back once the question is answered.
# An embed's one-line plan verdict
panels-embed-plan-checking = Your plan: checking…
panels-embed-plan-error = Your plan: { $why }
panels-embed-schedule-valid = Your schedule: valid, { $measure } { $value }
panels-embed-ordering-valid = Your ordering: valid, { $measure } { $value }
# $rule is the broken rule's name
panels-embed-schedule-invalid-at = Your schedule: invalid, { $rule } at step { $step }
panels-embed-ordering-invalid-at = Your ordering: invalid, { $rule } at step { $step }
panels-embed-schedule-invalid = Your schedule: invalid, { $rule }
panels-embed-ordering-invalid = Your ordering: invalid, { $rule }
# A notice about the reader's plan file: the sentence, worded already
panels-plan-notice = { $message }
# $error is what the file's reader found
panels-plan-your-file = Your file: { $error }
panels-plan-source-not-a-node = Your file: "source": { $source } is not a node of the network
# $network is the plan's network link
panels-plan-no-map = Your file is for { $network }: no algorithm of castlab's runs on that grid, so the page has no map to draw it on. castlab check FILE checks it by the same rules.
panels-plan-too-big-for-link = Your file is too big to travel in a link ({ $bytes } bytes of JSON; a plan= link holds at most { $most } characters compressed). Check it with castlab check FILE, and share the file itself.
panels-plan-answer-first = Answer the question first: your plan's score would show its answer.

## Downloads, notices, the engine, keys and tables (export.rs, notices.rs, engine_status.rs, run_key.rs, legend.rs, data_table.rs, schedule_table.rs, picture_toggle.rs)

panels-export = Download the view and its numbers
# Before the picture's formats (PNG, SVG)
panels-export-picture = Picture:
panels-export-json = Download JSON
# $table is the table's name in castlab eval --csv
panels-export-csv = Download the { $table } table as CSV
# The CSV tables' names on their download buttons (castlab eval --csv TABLE).
panels-table-name-nodes = nodes
panels-table-name-summary = summary
panels-table-name-schedule = schedule
panels-table-name-eyes = eyes
panels-table-name-claims = claims
panels-table-name-path = path
panels-table-name-areas = areas
panels-table-name-deliveries = deliveries
panels-table-name-sets = sets
panels-table-name-compare = compare
panels-table-name-bounds = bounds
panels-table-name-cycles = cycles
panels-table-name-messy = messy
panels-table-name-phases = phases
panels-table-name-sweep = sweep
panels-export-note-eval = The numbers of this view, exactly as castlab eval prints them (--csv TABLE for a table).
# $command is a castlab command (castlab sweep)
panels-export-note = The numbers of this view, exactly as { $command } prints them (--json for the JSON).
panels-notices-plan = Your plan was not shown:
panels-notices-link = Some values in this link could not be used, so defaults are shown:
# $pair is key=value as the link writes it
panels-notices-use = Use { $pair }
panels-dismiss = Dismiss
panels-restore-label = Last session
# Followed by the last session's link and panels-restore-after
panels-restore-before = Your last session was
# After the last session's link: the sentence's end
panels-restore-after = .
panels-restore = Restore last session
panels-engine-cancelled = Cancelled. Change a setting, or compute this one again.
# $message is what stopped the worker
panels-engine-failed = The computation stopped: { $message }. castlab started a new worker; the page still works.
panels-engine-again = Compute again
panels-engine-busy = Computing in the background…
panels-engine-progress-originators = { $done } of { $total } originators
panels-engine-progress-sizes = { $done } of { $total } sizes
# The run's key: what each look of a node means
panels-run-key-source = source
panels-run-key-earlier = informed earlier
panels-run-key-now = informed at this step
panels-run-key-not-yet = not yet informed
panels-run-key-route = this step's messages
panels-run-key-trail = earlier messages
# A colour scale's label: $title is its caption, $min and $max its ends
panels-legend-label = { $title }: from { $min } to { $max }
panels-picture = Picture
# Columns of the data table
panels-table-node = node
panels-table-tcd = TCD as source
panels-table-informed-at = informed at
panels-table-broadcast-time = broadcast time as originator
panels-table-hops = hops from the source
panels-table-summary = Data table ({ $nodes } nodes)
panels-table-summary-cut = Data table ({ $nodes } nodes; the first { $shown } shown, the CSV has all)
panels-schedule-too-long = The schedule has { $messages } messages, too many to list here; all of them were built and validated in the worker, and each step is drawn on the map as the load of its links (orange: one message, red: two or more).
panels-schedule-summary = Schedule: { $messages } messages in { $steps } steps
panels-schedule-label = The schedule's messages
# Columns of the schedule
panels-schedule-step = step
panels-schedule-from = from
panels-schedule-to = to
panels-schedule-route = route
panels-schedule-hops = hops
panels-schedule-more = … and { $n } more.

# Your own schedule or ordering (castlab check, the page's plan panel):
# why a file is not a plan, the rules a plan breaks, and what it is
# compared with. Keys in quotes ("source", "steps") are the file's JSON
# keys and stay as they are; view=… and the model names are link values.

## Why a file is not a plan

planfile-not-a-plan = not a castlab plan: { $reason }
# The JSON reader's own words (line and column included), as it gives them.
planfile-parser = { $error }
planfile-json-object = a plan is a JSON object
planfile-missing-field = missing field `{ $field }`{ $at }
planfile-unknown-field = unknown field `{ $field }`, expected { $fields }{ $at }
planfile-unknown-field-one-of = unknown field `{ $field }`, expected one of { $fields }{ $at }
planfile-version-whole = `version` is a whole number
planfile-coordinate-too-large = coordinate { $value } is too large; a coordinate is a whole number from 0 to { $most }{ $at }
planfile-coordinate-negative = coordinate { $value } is negative; a coordinate is a whole number from 0 to { $most }{ $at }
planfile-coordinate-not-written-whole = coordinate { $value } is not written as a whole number; a coordinate is a whole number from 0 to { $most }{ $at }
planfile-coordinate-not-whole = coordinate { $value } is not a whole number; a coordinate is a whole number from 0 to { $most }{ $at }
# Where the JSON reader stopped.
planfile-at = {" "}at line { $line } column { $column }
planfile-kind = "castlab": { $kind } is not a plan; the formats are "schedule" and "ordering"
planfile-version = "version": { $version } is not one this castlab reads (it reads { $reads })
planfile-too-large = { $what }: { $count } is over the limit of { $limit }
planfile-listed-brackets = lists and coordinates (each '[')
planfile-listed-steps = "steps"
planfile-listed-messages = messages
planfile-listed-route = a route's nodes
planfile-listed-vertices = vertices listed
planfile-network = "network": { $reason }
planfile-off-network = { $place }: { $node } is not a node of the network

## Where in a file

planfile-place = step { $step }, message { $message }
planfile-place-source = "source"
planfile-place-route = { $place }, its route
planfile-place-labels = "labels" of vertex { $vertex }
planfile-place-override-vertex = an override's "vertex"
planfile-place-override = the override of { $vertex }

## A plan's network and fields

planfile-view-no-plan = view={ $view } takes no plan; a schedule's network has view=tcd (mesh, torus), view=broadcast (wk), view=te (msn) or view=classical (any network), an ordering's view=orderly
planfile-schedule-network = a schedule's network needs view=tcd, view=broadcast, view=te or view=classical; view=orderly takes an ordering
planfile-ordering-network = an ordering's network needs view=orderly
planfile-network-unbuilt = the network could not be built
planfile-needs-source = a broadcast needs "source"
planfile-exchange-no-source = a total exchange has no "source": every node sends
planfile-call-one-link = { $place }: a call is along one link; it takes no "route" or "half"
planfile-all-port-one-hop = { $place }: an all-port message goes one hop; it takes no "route" or "half"
planfile-msn-route-nodes = { $place }: a Manhattan Street route lists its nodes
planfile-half-te = { $place }: "half" is for store and forward (view=te)
# $route and $axes are written as JSON strings ("yx", "xy").
planfile-axes = { $place }: route { $route } is not an axis order of { $axes } (each axis at most once)
planfile-labels-or-rule = give "labels" or "rule", not both
planfile-ordering-needs = an ordering needs "labels" (every vertex's) or "rule" (with "overrides")
planfile-labels-count = "labels" lists { $listed } vertices; the network has { $nodes }
planfile-rule-name = "rule": { $rule } is not the name of an ordering (pi, pi-literal, dim, search)
planfile-rule-refused = "rule": { $reason }

## A plan in a link (plan=)

planfile-link-too-long = { $chars } characters, over the limit of { $limit }; share a plan this big as a file
planfile-link-not-base64 = not base64url (A-Z, a-z, 0-9, '-', '_')
planfile-link-not-deflate = not a compressed plan (raw deflate, at most { $limit } bytes inflated)
planfile-link-not-text = it inflates to bytes that are not UTF-8 text
planfile-link-no-plan = the link carries no plan

## Exports

planfile-export-no-schedule = view={ $view } has no schedule to export; schedules come from view=tcd (mesh, torus), view=broadcast (wk), view=te (msn) and view=classical (any network)
planfile-export-no-ordering = view={ $view } has no ordering to export; orderings come from view=orderly
# A file's "note": what castlab exported, and the command that shows it.
planfile-export-note = exported by castlab: { $what }, castlab eval '{ $link }'
planfile-export-total-exchange = total exchange (004 §4)
planfile-export-searched = exported by castlab: b^Π(G) = { $time } (the link's ordering: { $before }), the best of { $evaluations } orderings a late-acceptance search scored in { $restarts } runs (seed { $seed }), castlab eval '{ $link }' --export ordering --search { $evaluations } --restarts { $restarts }

## The rules a plan breaks (castlab check's first broken rule)

planfile-not-step-optimal = the schedule takes { $steps } steps; a time-step-optimal broadcast on { $nodes } nodes takes ⌈log₂N⌉ = { $optimal }
planfile-source = step 1: { $node } sends, but only the source { $source } holds the message
planfile-sender-busy = step { $step }: { $node } sends two messages (one port: one per step)
planfile-route-ends = step { $step }: the route of { $node }'s message does not run from it to its receiver
planfile-no-link = step { $step }: { $from } and { $to } share no link
planfile-link-twice = step { $step }: the link { $from }→{ $to } carries two messages
planfile-packet-route-ends = half slot { $slot }: the route of { $from }'s packet does not run from it to { $to }
planfile-packet-off-link = half slot { $slot }: a route steps from { $from } to { $to }, which share no directed link
planfile-self-addressed = half slot { $slot }: { $node } sends a packet to itself
planfile-contention-horizontal = half slot { $slot }: two packets hold the horizontal link leaving { $node }
planfile-contention-vertical = half slot { $slot }: two packets hold the vertical link leaving { $node }
planfile-delivered-twice = { $to } receives { $from }'s packet more than once
planfile-undelivered = { $to } never receives all of { $from }'s packet
planfile-labels = { $vertex } labels { $labels } edges; it has { $neighbours } neighbours, and must label each once
planfile-round-no-link = round { $round }: { $from } and { $to } share no link
planfile-round-source = round 1: { $from } calls, but only the source { $source } holds the message
planfile-round-uninformed = round { $round }: { $from } calls before it is informed
planfile-round-two-calls = round { $round }: { $vertex } is in two calls; a vertex makes or takes one call a round
planfile-never-informed = { $vertex } is never informed
planfile-round-no-such-vertex = round { $round } names vertex { $vertex }, which is not in the network

## What a plan is compared with: names

planfile-name-least = the least TCD castlab knows, by { $by }
planfile-name-no-better = no schedule does better
planfile-name-eccentricity = the source's eccentricity (a breadth-first tree reaches it)
planfile-name-te-phases = 004 §4's phases (Varvarigos 1998)
planfile-name-eq28 = 004 Eq. (28)
planfile-name-link-capacity = link capacity: Σ distances × 2 half slots over 2N links
planfile-name-certified-optimum = the certified optimum b^o
planfile-name-sat-witness = the best ordering castlab knows (SAT witness)
# A bound's citation as the orderly report gives it ("003 Theorem 2.2.1").
planfile-name-cited = { $cited }
planfile-name-log-eccentricity = ⌈log₂ N⌉ and the source's eccentricity

## What a plan is compared with: how each value is known

planfile-how-simulated-schedule = simulated from its schedule
planfile-how-exhaustive-optimum = the exhaustive optimum
planfile-how-certified-optimal = certified optimal (SAT, DRAT proof)
planfile-how-least = the least of castlab's schedules
planfile-how-lower-bound = proven lower bound
planfile-how-simulated = simulated
planfile-how-bfs = breadth-first search
planfile-how-slot-by-slot = simulated slot by slot
planfile-how-closed-form = closed form
planfile-how-counting-distances = counting (vertex-transitive distances)
planfile-how-every-originator = every originator propagated
planfile-how-certified = certified (SAT, DRAT proof)
planfile-how-exhaustive = exhaustive search
planfile-how-validated = validated schedule
planfile-how-counting-bfs = counting and breadth-first search

# castlab check's measure of an ordering whose network has no b(G) map: from one vertex.
planfile-measure-broadcast-time-from = broadcast time from { $node }

## The schedule validator (a one-port broadcast on a mesh or torus)

schedule-not-step-optimal = takes { $steps } steps, but ⌈log₂N⌉ = { $optimal }
schedule-step-out-of-range = message { $message } is sent in step { $step }, outside the schedule
schedule-unknown-node = message { $message } names a node outside the grid
schedule-unknown-source = the source is outside the grid
schedule-sender-uninformed = step { $step }: { $node } sends before it is informed
schedule-sender-busy = step { $step }: { $node } sends twice (one-port)
schedule-informed-twice = step { $step }: { $node } is informed a second time
schedule-not-all-informed = { $missing ->
        [one] { $missing } node is never informed
       *[other] { $missing } nodes are never informed
    }
schedule-off-link = step { $step }: a route steps from { $from } to { $to }, which share no link
schedule-route-ends = step { $step }: { $node }'s route does not join its sender and receiver

## Requests (castlab eval's options)

planfile-trace-mismatch = the trace does not match the broadcast: { $reason }
planfile-request-ordering = --ordering needs a query with view=orderly
planfile-request-census-view = --census needs view=tcd and cmp=ALGO (the algorithm the link's algo is compared with)
planfile-request-census-map = --census: an algorithm has no map on this grid

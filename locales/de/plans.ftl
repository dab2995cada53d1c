# Ihr eigener Ablaufplan oder Ihre Ordnung (castlab check, das Planfeld der
# Seite). Schlüssel in Anführungszeichen ("source", "steps") sind JSON-Schlüssel
# der Datei und bleiben, wie sie sind; view=… sind Link-Werte.

## Warum eine Datei kein Plan ist

planfile-not-a-plan = kein castlab-Plan: { $reason }
# Die Worte des JSON-Lesers (mit Zeile und Spalte), wie er sie gibt.
planfile-parser = { $error }
planfile-json-object = ein Plan ist ein JSON-Objekt
planfile-missing-field = fehlendes Feld `{ $field }`{ $at }
planfile-unknown-field = unbekanntes Feld `{ $field }`, erwartet: { $fields }{ $at }
planfile-unknown-field-one-of = unbekanntes Feld `{ $field }`, erwartet eines von { $fields }{ $at }
planfile-version-whole = `version` ist eine ganze Zahl
planfile-coordinate-too-large = Koordinate { $value } ist zu groß; eine Koordinate ist eine ganze Zahl von 0 bis { $most }{ $at }
planfile-coordinate-negative = Koordinate { $value } ist negativ; eine Koordinate ist eine ganze Zahl von 0 bis { $most }{ $at }
planfile-coordinate-not-written-whole = Koordinate { $value } ist nicht als ganze Zahl geschrieben; eine Koordinate ist eine ganze Zahl von 0 bis { $most }{ $at }
planfile-coordinate-not-whole = Koordinate { $value } ist keine ganze Zahl; eine Koordinate ist eine ganze Zahl von 0 bis { $most }{ $at }
# Wo der JSON-Leser anhielt.
planfile-at = {" "}in Zeile { $line }, Spalte { $column }
planfile-kind = "castlab": { $kind } ist kein Plan; die Formate sind "schedule" und "ordering"
planfile-version = "version": { $version } liest dieses castlab nicht (es liest { $reads })
planfile-too-large = { $what }: { $count } liegt über der Grenze von { $limit }
planfile-listed-brackets = Listen und Koordinaten (jede '[')
planfile-listed-steps = "steps"
planfile-listed-messages = Nachrichten
planfile-listed-route = Knoten einer Route
planfile-listed-vertices = aufgeführte Knoten
planfile-network = "network": { $reason }
planfile-off-network = { $place }: { $node } ist kein Knoten des Netzwerks

## Wo in einer Datei

planfile-place = Schritt { $step }, Nachricht { $message }
planfile-place-source = "source"
planfile-place-route = { $place }, ihre Route
planfile-place-labels = "labels" von Knoten { $vertex }
planfile-place-override-vertex = "vertex" einer Überschreibung
planfile-place-override = die Überschreibung von { $vertex }

## Netzwerk und Felder eines Plans

planfile-view-no-plan = view={ $view } nimmt keinen Plan; das Netzwerk eines Ablaufplans hat view=tcd (Gitter, Torus), view=broadcast (wk), view=te (msn) oder view=classical (jedes Netzwerk), das einer Ordnung view=orderly
planfile-schedule-network = das Netzwerk eines Ablaufplans braucht view=tcd, view=broadcast, view=te oder view=classical; view=orderly nimmt eine Ordnung
planfile-ordering-network = das Netzwerk einer Ordnung braucht view=orderly
planfile-network-unbuilt = das Netzwerk ließ sich nicht aufbauen
planfile-needs-source = ein Broadcast braucht "source"
planfile-exchange-no-source = ein Totalaustausch hat keine "source": jeder Knoten sendet
planfile-call-one-link = { $place }: ein Anruf läuft über eine Verbindung; er nimmt weder "route" noch "half"
planfile-all-port-one-hop = { $place }: eine All-Port-Nachricht geht einen Sprung weit; sie nimmt weder "route" noch "half"
planfile-msn-route-nodes = { $place }: eine Manhattan-Street-Route zählt ihre Knoten auf
planfile-half-te = { $place }: "half" gilt für Store-and-Forward (view=te)
# $route und $axes sind als JSON-Zeichenketten geschrieben ("yx", "xy").
planfile-axes = { $place }: Route { $route } ist keine Achsenfolge von { $axes } (jede Achse höchstens einmal)
planfile-labels-or-rule = geben Sie "labels" oder "rule" an, nicht beides
planfile-ordering-needs = eine Ordnung braucht "labels" (für jeden Knoten) oder "rule" (mit "overrides")
planfile-labels-count = "labels" führt { $listed } Knoten auf; das Netzwerk hat { $nodes }
planfile-rule-name = "rule": { $rule } ist nicht der Name einer Ordnung (pi, pi-literal, dim, search)
planfile-rule-refused = "rule": { $reason }

## Ein Plan in einem Link (plan=)

planfile-link-too-long = { $chars } Zeichen, über der Grenze von { $limit }; teilen Sie einen so großen Plan als Datei
planfile-link-not-base64 = kein base64url (A-Z, a-z, 0-9, '-', '_')
planfile-link-not-deflate = kein komprimierter Plan (raw deflate, höchstens { $limit } Bytes entpackt)
planfile-link-not-text = entpackt ergibt es Bytes, die kein UTF-8-Text sind
planfile-link-no-plan = der Link trägt keinen Plan

## Exporte

planfile-export-no-schedule = view={ $view } hat keinen Ablaufplan zum Exportieren; Ablaufpläne kommen von view=tcd (Gitter, Torus), view=broadcast (wk), view=te (msn) und view=classical (jedes Netzwerk)
planfile-export-no-ordering = view={ $view } hat keine Ordnung zum Exportieren; Ordnungen kommen von view=orderly
# Die "note" einer Datei: was castlab exportiert hat, und der Befehl, der es zeigt.
planfile-export-note = exportiert von castlab: { $what }, castlab eval '{ $link }'
planfile-export-total-exchange = Totalaustausch (004 §4)
planfile-export-searched = exportiert von castlab: b^Π(G) = { $time } (die Ordnung des Links: { $before }), die beste von { $evaluations } Ordnungen, die eine Late-Acceptance-Suche in { $restarts } Läufen bewertet hat (Seed { $seed }), castlab eval '{ $link }' --export ordering --search { $evaluations } --restarts { $restarts }

## Die Regeln, die ein Plan verletzt (erste verletzte Regel von castlab check)

planfile-not-step-optimal = der Ablaufplan braucht { $steps } Schritte; ein zeitschrittoptimaler Broadcast auf { $nodes } Knoten braucht ⌈log₂N⌉ = { $optimal }
planfile-source = Schritt 1: { $node } sendet, aber nur die Quelle { $source } hat die Nachricht
planfile-sender-busy = Schritt { $step }: { $node } sendet zwei Nachrichten (one-port: eine pro Schritt)
planfile-route-ends = Schritt { $step }: die Route der Nachricht von { $node } führt nicht von ihm zu seinem Empfänger
planfile-no-link = Schritt { $step }: { $from } und { $to } teilen keine Verbindung
planfile-link-twice = Schritt { $step }: die Verbindung { $from }→{ $to } trägt zwei Nachrichten
planfile-packet-route-ends = halber Slot { $slot }: die Route des Pakets von { $from } führt nicht von ihm zu { $to }
planfile-packet-off-link = halber Slot { $slot }: eine Route geht von { $from } zu { $to }, die keine gerichtete Verbindung teilen
planfile-self-addressed = halber Slot { $slot }: { $node } sendet sich selbst ein Paket
planfile-contention-horizontal = halber Slot { $slot }: zwei Pakete belegen die horizontale Verbindung, die { $node } verlässt
planfile-contention-vertical = halber Slot { $slot }: zwei Pakete belegen die vertikale Verbindung, die { $node } verlässt
planfile-delivered-twice = { $to } empfängt das Paket von { $from } mehr als einmal
planfile-undelivered = { $to } empfängt das Paket von { $from } nie vollständig
planfile-labels = { $vertex } beschriftet { $labels } Kanten; er hat { $neighbours } Nachbarn und muss jeden genau einmal beschriften
planfile-round-no-link = Runde { $round }: { $from } und { $to } teilen keine Verbindung
planfile-round-source = Runde 1: { $from } ruft an, aber nur die Quelle { $source } hat die Nachricht
planfile-round-uninformed = Runde { $round }: { $from } ruft an, bevor er informiert ist
planfile-round-two-calls = Runde { $round }: { $vertex } ist an zwei Anrufen beteiligt; ein Knoten führt oder empfängt einen Anruf pro Runde
planfile-never-informed = { $vertex } wird nie informiert
planfile-round-no-such-vertex = Runde { $round } nennt Knoten { $vertex }, der nicht im Netzwerk liegt

## Womit ein Plan verglichen wird: Namen

planfile-name-least = die kleinste TCD, die castlab kennt, durch { $by }
planfile-name-no-better = kein Ablaufplan ist besser
planfile-name-eccentricity = die Exzentrizität der Quelle (ein Breitensuchbaum erreicht sie)
planfile-name-te-phases = die Phasen aus 004 §4 (Varvarigos 1998)
planfile-name-eq28 = 004 Gl. (28)
planfile-name-link-capacity = Verbindungskapazität: Σ Abstände × 2 halbe Slots über 2N Verbindungen
planfile-name-certified-optimum = das zertifizierte Optimum b^o
planfile-name-sat-witness = die beste Ordnung, die castlab kennt (SAT-Zeuge)
# Das Zitat einer Schranke, wie der Orderly-Bericht es gibt ("003 Theorem 2.2.1").
planfile-name-cited = { $cited }
planfile-name-log-eccentricity = ⌈log₂ N⌉ und die Exzentrizität der Quelle

## Womit ein Plan verglichen wird: woher jeder Wert bekannt ist

planfile-how-simulated-schedule = aus seinem Ablaufplan simuliert
planfile-how-exhaustive-optimum = das erschöpfende Optimum
planfile-how-certified-optimal = zertifiziert optimal (SAT, DRAT-Beweis)
planfile-how-least = der kleinste Wert der Ablaufpläne von castlab
planfile-how-lower-bound = bewiesene untere Schranke
planfile-how-simulated = simuliert
planfile-how-bfs = Breitensuche
planfile-how-slot-by-slot = Slot für Slot simuliert
planfile-how-closed-form = geschlossene Form
planfile-how-counting-distances = Zählung (knotentransitive Abstände)
planfile-how-every-originator = jeder Ursprung durchgerechnet
planfile-how-certified = zertifiziert (SAT, DRAT-Beweis)
planfile-how-exhaustive = erschöpfende Suche
planfile-how-validated = geprüfter Ablaufplan
planfile-how-counting-bfs = Zählung und Breitensuche

# Das Maß von castlab check für eine Ordnung ohne b(G)-Karte: ab einem Knoten.
planfile-measure-broadcast-time-from = Broadcast-Zeit von { $node }

## Der Prüfer von Ablaufplänen (ein One-Port-Broadcast auf Gitter oder Torus)

schedule-not-step-optimal = braucht { $steps } Schritte, aber ⌈log₂N⌉ = { $optimal }
schedule-step-out-of-range = Nachricht { $message } wird in Schritt { $step } gesendet, außerhalb des Ablaufplans
schedule-unknown-node = Nachricht { $message } nennt einen Knoten außerhalb des Gitters
schedule-unknown-source = die Quelle liegt außerhalb des Gitters
schedule-sender-uninformed = Schritt { $step }: { $node } sendet, bevor er informiert ist
schedule-sender-busy = Schritt { $step }: { $node } sendet zweimal (one-port)
schedule-informed-twice = Schritt { $step }: { $node } wird ein zweites Mal informiert
schedule-not-all-informed = { $missing ->
        [one] { $missing } Knoten wird nie informiert
       *[other] { $missing } Knoten werden nie informiert
    }
schedule-off-link = Schritt { $step }: eine Route geht von { $from } zu { $to }, die keine Verbindung teilen
schedule-route-ends = Schritt { $step }: die Route von { $node } verbindet nicht Sender und Empfänger

## Anfragen (die Optionen von castlab eval)

planfile-trace-mismatch = die Spur passt nicht zum Broadcast: { $reason }
planfile-request-ordering = --ordering braucht eine Abfrage mit view=orderly
planfile-request-census-view = --census braucht view=tcd und cmp=ALGO (den Algorithmus, mit dem der algo des Links verglichen wird)
planfile-request-census-map = --census: ein Algorithmus hat auf diesem Gitter keine Karte

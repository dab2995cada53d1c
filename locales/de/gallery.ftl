# The examples gallery: each example's title, what to notice in it, and what its card's
# number is (core/src/examples.rs, core/src/examples/*.rs), and the gallery's own words
# (web/src/components/gallery.rs). The papers' symbols and numbers stay as published:
# TCD, WK(4, 3), b^Π(G), T_9×13, Q_4, Eq. (27), §1.3, … In the page, x^y and x^{yz} are
# drawn raised and x_y lowered, so keep ^ and _ as they are. Keep each message on one line.

## The gallery's own words (web/src/components/gallery.rs)

gallery-heading-start = Willkommen: Beispiele für den Anfang
gallery-heading = Beispiele
# The button that closes the first visit's gallery.
gallery-skip = Überspringen
gallery-close = Schließen
gallery-waiting = Die Beispiele erscheinen wieder, sobald die Frage beantwortet ist: Ihre Zahlen und Hinweise könnten sie beantworten.
# “…” names the explanations' heading under every view.
gallery-lead = castlab berechnet Broadcasts auf Verbindungsnetzwerken aus expliziten, geprüften Ablaufplänen, direkt aus fünf Arbeiten und auf den Netzen, die ein Kurs darüber hinaus behandelt: Wählen Sie ein Beispiel, um ein Ergebnis zu sehen, wo die Behauptung einer Arbeit gilt und wo sie scheitert. Jede Ansicht erklärt sich selbst unter „{ glossary-explain-summary }“; jeder Zustand ist ein Link, den Sie teilen können.
gallery-start-here-label = Hier beginnen
gallery-start-here = Hier beginnen: fünf Beispiele der Reihe nach
# A paper's section: its short name ("Cang and Wu 1998") and what castlab makes of it.
gallery-paper-heading = { $paper }: { $topic }
gallery-beyond-label = Über die Arbeiten hinaus
gallery-beyond = Über die Arbeiten hinaus: der Hyperwürfel, der Butterfly, der De-Bruijn-Graph, die Cube-Connected Cycles, K_n, P_n und C_n
gallery-exercises-label = Übungen
gallery-exercises = Übungen: eine Frage zu jedem Netz, geprüft, während Sie antworten
# A card's number: what it is ("TCD", "rounds") and its value ("69").
gallery-headline = { $shows } { $value }
# An exercise's card, in place of the number (which would give the answer away).
gallery-a-question = eine Frage
# A Start here card's link to the next example on the path.
gallery-next = Weiter: { $title }
gallery-last-of-five = Das letzte der fünf: Die übrigen Beispiele der Galerie gehen weiter.
# An opened example's title before its note ("The eyes of the 8×8 mesh: From an eye, …").
gallery-note-heading = { $title }:{" "}
# The same, for a title that is a question (it ends in its own mark).
gallery-note-heading-question = { $title }{" "}

## Start here: why each example of the path comes next

gallery-why-tcd-eye-8x8 = was die TCD ist, und die Augen, wo sie am kleinsten ist
gallery-why-tcd-recursive-beats-paper = wo die Behauptung einer Arbeit scheitert, und ein besserer Ablaufplan
gallery-why-wk-figure-3 = ein anderes Netz, alle Ports zugleich
gallery-why-orderly-9x13 = geordneter Broadcast: die feste Reihenfolge der Marken jedes Knotens
gallery-why-msn-total-exchange = jeder Knoten an jeden anderen, Slot für Slot

## What a card's number is (the first value an example promises)

gallery-shows-tcd = TCD
gallery-shows-least-tcd = kleinste TCD
gallery-shows-sources-beaten-on-256x256 = geschlagene Quellen auf 256×256
gallery-shows-plan-tcd = TCD des Plans
gallery-shows-broken-rule = verletzte Regel
gallery-shows-rounds = Runden
gallery-shows-steps = Schritte
gallery-shows-label-bits = Label-Bits
gallery-shows-stack-label-bits-at-l-7 = Label-Bits des Stapels bei L = 7
gallery-shows-clusters = Cluster
gallery-shows-b-pi-g = b^Π(G)
gallery-shows-b-o-g = b^o(G)
gallery-shows-b-pi-of-t-9x13 = b^Π von T_9×13
gallery-shows-b-pi-of-t-14x10 = b^Π von T_14×10
gallery-shows-b-pi-of-t-3x3x4 = b^Π von T_3×3×4
gallery-shows-b-pi-src = b^Π(src)
gallery-shows-worst-case-under-m3 = ungünstigster Fall unter M3
gallery-shows-b-from-0-1 = b von (0, 1)
gallery-shows-b-from-8-3 = b von (8, 3)
gallery-shows-b-from-0-1-0-0 = b von (0, 1, 0, 0)
gallery-shows-hops = Hops
gallery-shows-slots = Slots
gallery-shows-mean-distance-on-8x8 = mittlere Distanz auf 8×8
gallery-shows-odd-odd-sum = Summe ungerade–ungerade
gallery-shows-rounds-for-bf-10 = Runden für BF(10)
gallery-shows-rounds-for-ub-2-12 = Runden für UB(2, 12)
gallery-shows-b-pi-of-q-12 = b^Π von Q_12

## Meshes (core/src/examples/mesh.rs): TCD, papers 000 and 002

gallery-tcd-eye-8x8-title = Die Augen des 8×8-Gitters
gallery-tcd-eye-8x8-note = Von einem Auge aus, hier (2, 2), legt der Broadcast von Algorithmus 1 insgesamt 69 Hops zurück, weniger als von jeder anderen Quelle: die vier eingekreisten Zellen.

gallery-tcd-corner-8x8-title = Von der Ecke aus
gallery-tcd-corner-8x8-note = Die Ecke ist der ungünstigste Start: 79 Hops, aus dem Ablaufplan nachgezählt; die Gln. (3)–(7) von 000 ergeben dasselbe, ebenso ihre Gl. (9), die geschlossene Form für die Ecke.

gallery-tcd-4x4-theorem-2-title = Wo Satz 2 scheitert: 4×4 von (1, 0)
gallery-tcd-4x4-theorem-2-note = Algorithmus 1 braucht von (1, 0) aus 17 Hops, doch die erschöpfende Suche über alle zeitschrittoptimalen Ablaufpläne findet 16: Die Behauptung der Minimalität scheitert.

gallery-tcd-4x4-optimum-title = Der Ablaufplan mit 16 Hops von (1, 0)
gallery-tcd-4x4-optimum-note = Der Ablaufplan des erschöpfenden Optimums von derselben Quelle, geprüft vom selben Validator: ein Port, jeder Knoten genau einmal informiert, kein gemeinsam genutzter Link.

gallery-tcd-recursive-beats-paper-title = Ein besserer Ablaufplan von (3, 1)
gallery-tcd-recursive-beats-paper-note = Der beste teilwürfel-rekursive Ablaufplan braucht 70 Hops, wo Algorithmus 1 73 braucht; die Karte zeigt den Unterschied an jeder Quelle.

gallery-tcd-corollary-1-certified-title = Korollar 1, bewiesen auf 8×8
gallery-tcd-corollary-1-certified-note = Ein SAT-Solver hat TCD 68 für jede Klasse von Quellen widerlegt, jede Widerlegung von einem unabhängigen DRAT-Prüfer kontrolliert: Kein Ablaufplan von irgendwo schlägt die 69 der Augen. Nicht nur die Augen erreichen sie: Hier ist ein Ablaufplan mit 69 Hops von (2, 3).

gallery-tcd-next-to-the-eye-settled-title = Neben einem Auge ist 70 das Kleinste
gallery-tcd-next-to-the-eye-settled-note = Von (1, 2) aus, einen Schritt vom Auge (2, 2) entfernt, hat der Solver 69 Hops widerlegt und ein unabhängiger Prüfer seinen Beweis nachvollzogen; ein rekursiver Ablaufplan erreicht 70, also steht die kleinste TCD von hier fest: ein Hop mehr als die des Auges.

gallery-tcd-torus-8x8-settled-title = Der 8×8-Torus: jeder Knoten ein Auge, 69 bewiesen
gallery-tcd-torus-8x8-settled-note = 000 §5 sagt, jeder Knoten eines Torus sei ein Auge. Auf 8×8 hat der Solver 68 Hops widerlegt (ein Beweis von 1,8 GB, von drat-trim in 842 s nachvollzogen), und der Ablaufplan des Auges braucht von jedem Knoten aus 69: Die Behauptung gilt.

gallery-tcd-difference-16x16-title = Differenzkarte, 16×16
gallery-tcd-difference-16x16-note = Violett, wo die rekursiven Ablaufpläne Algorithmus 1 schlagen: 228 von 256 Quellen, um bis zu 6 Hops. Die Augen (291) werden nie geschlagen.

gallery-tcd-torus-title = Jeder Knoten des Torus ist ein Auge
gallery-tcd-torus-note = Auf einem Torus erreicht jede Quelle den Wert des Auges: 291 Hops auf 16×16, von (5, 9) wie von überall.

gallery-tcd-1024-title = Eine Million Quellen auf einmal
gallery-tcd-1024-note = Der beste teilwürfel-rekursive Ablaufplan von jeder Quelle des 1024×1024-Gitters, Ebene für Ebene durch Distanztransformationen berechnet statt durch eine Million Simulationen.

gallery-tcd-sweep-k-title = Diagramm: die TCD über k, und wo Satz 2 scheitert
gallery-tcd-sweep-k-note = Von 2×2 bis 256×256: die TCD der Ecke und des Auges auf ihren geschlossenen Formen, und der Anteil der Quellen, an denen ein gültiger Ablaufplan Algorithmus 1 schlägt, von 4 von 16 bis 65.476 von 65.536.

gallery-exercise-least-32x32-title = Übung: Wo sollte die Quelle liegen?
gallery-exercise-least-32x32-note = Klicken Sie auf dem 32×32-Gitter die Quelle an, die Ihrer Meinung nach die kleinste TCD ergibt; die Karte bleibt schlicht, bis Sie eine beste finden, und ab dem dritten Fehlgriff sagt die Rückmeldung, wie weit sein Wert danebenliegt.

gallery-tcd-least-known-8x8-title = Abbildung 2: die kleinste TCD jedes Knotens
gallery-tcd-least-known-8x8-note = Die kleinste bekannte TCD jedes Knotens, markiert danach, wie sie bekannt ist: 69 und 70 bewiesen rund um die Augen, Intervalle anderswo (69–79 an der Ecke). Die Gln. (8)–(10) stimmen wie gedruckt mit den Ablaufplänen überein.

gallery-tcd-regions-8x8-title = Wer für welches Teilgitter zuständig ist
gallery-tcd-regions-8x8-note = Die Abb. 4–6 von 000 erklären, wohin jede Nachricht geht, anhand des Teilgitters, für das ihr Sender zuständig ist. Gestrichelte Kästen zeigen sie nach jedem Schritt: vom Auge (2, 2) aus halbiert Schritt 1 das Gitter quer zu x, Schritt 2 quer zu y, und in Schritt 3 gibt der Halter jedes Quadranten die Hälfte auf der Seite seines Auges an einen Nachbarn: (2, 2) behält x = 2…3 und (1, 2) übernimmt x = 0…1.

gallery-tcd-eye-8x8x8-title = Ein Auge in 3-D: 525 auf 8×8×8
gallery-tcd-eye-8x8x8-note = Algorithmus 2 von einem Auge des 8×8×8-Gitters, in z-Schichten gezeichnet; die acht Augen teilen sich die kleinste TCD.

gallery-tcd-4x4x4-recursive-title = Satz 3 scheitert auch in 3-D
gallery-tcd-4x4x4-recursive-note = Von (1, 0, 0) des 4×4×4-Gitters aus braucht Algorithmus 2 68 Hops; ein gültiger rekursiver Ablaufplan braucht 66.

gallery-tcd-4d-title = Vier Dimensionen, als Zahlen
gallery-tcd-4d-note = Ein 4×4×4×4-Gitter hat kein Bild, aber dieselbe Tabelle: Die besten teilwürfel-rekursiven Ablaufpläne erreichen 255 von 16 Quellen aus.

gallery-tcd-least-known-4x4x4-title = Abbildung 5 in 3-D: die kleinste TCD jedes Knotens von 4×4×4
gallery-tcd-least-known-4x4x4-note = Abbildung 5 von 002 zeigt die minimale TCD jedes Knotens des 4×4×4-Gitters in vier y-Ebenen; castlab zeichnet z-Schichten. Jeder Wert hier ist durch ein Zertifikat bewiesen, und der kleinste, 63 (Gl. (13) von Satz 5 wie gedruckt), wird an genau den 8 Augen erreicht, die die Arbeit unterstreicht.

gallery-plan-beats-algorithm-1-title = Ihr eigener Ablaufplan: 70 von (6, 3), wo Algorithmus 1 73 braucht
gallery-plan-beats-algorithm-1-note = Ein aus einer Datei gelesener Ablaufplan (der beste teilwürfel-rekursive Ablaufplan von castlab ab (6, 3), exportiert und wieder geladen), geprüft vom selben Validator wie castlabs eigene: ein Port, jeder Knoten genau einmal informiert, insgesamt 70 Hops. Die Karte daneben ist die von Algorithmus 1, 73 an dieser Quelle, und die zertifizierte Schranke sagt, dass kein Ablaufplan besser als 70 ist: So lässt sich jeder Ablaufplan prüfen, mit der Arbeit vergleichen und als bester beweisen.

gallery-plan-one-port-broken-title = Ein fehlerhafter Ablaufplan: ein Knoten, zwei Nachrichten in einem Schritt
gallery-plan-one-port-broken-note = Derselbe Ablaufplan mit einem Fehler: In Schritt 3 sendet (2, 3) an (2, 1) und zugleich an (2, 6). Die Prüfung nennt die erste verletzte Regel, one-port (ein Knoten sendet eine Nachricht pro Schritt), mit ihrem Schritt und dem auf der Karte zu markierenden Knoten, sodass ein von Hand erstellter Ablaufplan genau zeigt, wo er fehlgeht.

gallery-classical-mesh-8x8-title = Das 8×8-Gitter im Telefonmodell: 14 Runden, sein Durchmesser
gallery-classical-mesh-8x8-note = Von der Ecke (0, 0) aus informiert die Matching-Heuristik alle 64 Knoten in 14 Runden, dem Abstand der Ecke zur gegenüberliegenden Ecke, also ist kein Broadcast schneller; das Feld der drei Modelle stellt daneben die 21 geordneten Schritte der Dimensionsordnung und die ungeordneten Läufe.

gallery-classical-torus-4x4x4-title = Der 4×4×4-Torus in 6 Runden
gallery-classical-torus-4x4x4-note = 64 Knoten brauchen mindestens ⌈log₂ 64⌉ = 6 Runden, und der Durchmesser ist ebenfalls 6; die Matching-Heuristik erreicht beides von (0, 0, 0) aus, also b = 6.

## WK-recursive networks (core/src/examples/wk.rs): paper 001

gallery-wk-figure-3-title = Abbildung 3: Broadcast von 201 in WK(4, 3)
gallery-wk-figure-3-note = Gehen Sie das Beispiel der Arbeit Schritt für Schritt durch: 201 sendet (1, 0) an 210, und das Label (m, t) sagt jedem Knoten, ob er weiterleiten soll. Jeder hört genau einmal, in 7 Schritten.

gallery-wk-stack-title = Der stapelbasierte Broadcast
gallery-wk-stack-note = Der Broadcast von Chen und Duh trägt einen Stapel von Link-Labels mit; er endet ebenfalls nach 7 Schritten, jeder Knoten genau einmal, aber mit 6 Label-Bits statt 4.

gallery-wk-constant-label-title = Konstantes Label gegen den Stapel, WK(4, 6)
gallery-wk-constant-label-note = Sechs Ebenen tief braucht das konstante Label immer noch 5 Bits und höchstens 5 Vergleiche pro Knoten; der Stapel braucht 18 Bits und bis zu 29 Operationen.

gallery-wk-eccentricity-title = Schneller als der Durchmesser
gallery-wk-eccentricity-note = Von 012 aus endet der Broadcast nach 6 Schritten, einen unter dem Durchmesser 2^L − 1 = 7: Jeder Knoten, dessen Ziffern alle verschieden sind, ist allen so nah.

gallery-wk-sweep-labels-title = Diagramm: konstantes Label gegen den Stapel, L = 1 bis 7
gallery-wk-sweep-labels-note = Von der Ecke (der Quelle des Links) aus ist das konstante Label nur p, 2 Bits bei jedem L; von 0…01 aus, das keine Ecke ist, ist es (m, t), 5 Bits ab L = 5 (die gestrichelte Linie). Das Label des Stapels wächst bei L = 7 auf 21 Bits, sein Stapel auf 7 Einträge und seine gesamte Entscheidungsarbeit auf das Zehnfache derjenigen des konstanten Labels.

gallery-exercise-when-wk-title = Übung: In welchem Schritt wird dieser Knoten erreicht?
gallery-exercise-when-wk-note = Alle Ports, ein Hop pro Schritt, nach den Regeln des konstanten Labels: Sagen Sie, in welchem Schritt der markierte Knoten von WK(4, 3) von 201 hört.

gallery-wk-outline-4-3-title = Der Umrissgraph: WK(4, 3) als WK(4, 2) gesehen
gallery-wk-outline-4-3-note = Definition 5 nimmt jeden WK(4, 1)-Cluster als einen Knoten. Die 16 Scheiben und die Links zwischen ihnen bilden WK(4, 2), wie Proposition 1 sagt: 24 Links innerhalb seiner 4 Cluster (einst Links der Ebene 1) und 6 zwischen ihnen (einst Ebene 2), jeder eine Ebene tiefer als im Netz.

gallery-classical-wk-3-2-title = WK(3, 2) in 4 Runden von jedem Knoten aus
gallery-classical-wk-3-2-note = 9 Knoten brauchen mindestens ⌈log₂ 9⌉ = 4 Runden; die erschöpfende Suche findet von jedem Ursprung aus einen Broadcast in 4 Runden, also b(WK(3, 2)) = 4.

## Orderly broadcasting on tori (core/src/examples/orderly.rs): paper 003

gallery-orderly-9x13-title = Das Beispiel der Arbeit: T_9×13 von (0, 3)
gallery-orderly-9x13-note = Unter der Ordnung Π ist jeder Knoten bis zum Zeitpunkt 14 informiert, vier Schritte über dem Durchmesser; die erste Karte zeigt, wann jeder Knoten hört und über welche Marke.

gallery-orderly-printed-ell-title = ℓ, wie §3.1 es druckt, verletzt Lemma 3.8.1
gallery-orderly-printed-ell-note = Mit dem gedruckten ℓ (gerade) braucht Π auf T_14×10 16, eins mehr, als das Lemma erlaubt; das nächste Beispiel verwendet ein ungerades ℓ.

gallery-orderly-odd-ell-title = Mit ungeradem ℓ wird sie eingehalten
gallery-orderly-odd-ell-note = Mit ungeradem ℓ, wie es das eigene Beispiel der Arbeit verwendet, erreicht Π auf T_14×10 genau seine Schranke 15.

gallery-orderly-search-4x4-title = Eine bessere Ordnung als Π auf T_4×4
gallery-orderly-search-4x4-note = Π braucht 6; eine lokale Suche mit festem Seed findet eine Ordnung, die 5 braucht, die untere Schranke von Satz 2.2.1, also ist sie optimal.

gallery-orderly-certified-5x6-title = b^o(T_5×6) = 7, bewiesen
gallery-orderly-certified-5x6-note = Eine von einem SAT-Solver gefundene Ordnung informiert jeden Knoten von jedem Ursprung aus bis zum Zeitpunkt 7, der unteren Schranke von Satz 2.2.1, also b^o = 7; Π und die lokale Suche brauchen 8.

gallery-orderly-orientation-title = Den Torus drehen: T_9×8
gallery-orderly-orientation-note = So wie er liegt, beschränkt Lemma 3.8.2 Π durch 13; Satz 3.8.1 dreht Π entlang der geraden Seite und beweist 12, was Π erreicht.

gallery-orderly-3d-title = Drei Dimensionen: Π_d auf T_6×6×4
gallery-orderly-3d-note = Π_d informiert den Torus bis zum Zeitpunkt 15, innerhalb der 18 von Satz 4.3.1.

gallery-orderly-cycle-title = Der Kreis C_7
gallery-orderly-cycle-note = Jede Ordnung des 7-Kreises wird ausprobiert: Die beste braucht 4 = ⌊2n/3⌋, eins unter den ⌈2n/3⌉ = 5, die §1.3 druckt.

gallery-orderly-sweep-lemma-title = Diagramm: Π auf 1.444 Tori gegen die Schranke des Lemmas
gallery-orderly-sweep-lemma-note = Jeder Torus von 3×3 bis 40×40, jeder Ursprung: Π bleibt auf allen innerhalb der Schranke von Lemma 3.8.1/3.8.2 und erreicht sie auf 637 (den Ringen); T_9×13 braucht 14.

gallery-orderly-sweep-printed-ell-title = Diagramm: wo das gedruckte ℓ von §3.1 die Schranke verletzt
gallery-orderly-sweep-printed-ell-note = Dieselben 1.444 Tori mit ℓ, wie §3.1 es druckt: 116 davon (die Kreuze) brauchen einen Schritt mehr, als das Lemma erlaubt, ab T_14×10.

gallery-orderly-sweep-3d-title = Diagramm: 3-D-Tori gegen Satz 4.3.1
gallery-orderly-sweep-3d-note = T_m×n×4 für m, n von 3 bis 12: Π bleibt überall deutlich innerhalb der Schranke von Satz 4.3.1; die Farbe ist der Abstand zur Schranke.

gallery-exercise-when-9x13-title = Übung: Wann wird dieser Knoten informiert?
gallery-exercise-when-9x13-note = Folgen Sie den Marken von Π vom Ursprung (0, 3) bis zum markierten Knoten; eine falsche Zeit bekommt einen Hinweis, der den Nachbarn nennt, von dem er hört.

gallery-orderly-messy-exact-path-title = Ungeordneter Broadcast, exakt: der Pfad P_8
gallery-orderly-messy-exact-path-note = Die ungünstigsten Fälle aus §1.2.2 sind Maxima über alle Wahlmöglichkeiten, daher nähern sich Stichproben ihnen nur an. Die erschöpfende Suche liefert sie exakt von einem Ende von P_8 aus: n − 1 = 7 unter M1 und M2, 2n − 3 = 13 unter M3, wo ein Knoten zuerst dorthin zurücksenden darf, woher er gehört hat.

gallery-orderly-lemma-3-5-1-3x3-title = Lemma 3.5.1 auf T_3×3: (0, 1) ist schneller als (0, 0)
gallery-orderly-lemma-3-5-1-3x3-note = Lemma 3.5.1 sagt, kein Ursprung (0, j), j ≤ ℓ, schlage (0, 0). Auf T_3×3 unter Π endet der Broadcast von (0, 1) bei 4, der von (0, 0) bei 5; unter den 1.444 Tori bis 40 haben 498 einen solchen Ursprung (Errata).

gallery-orderly-figures-19-20-title = Abbildungen 19–20: von (m − 1, j), m und j ungerade
gallery-orderly-figures-19-20-note = Die Abbildungen 19 und 20 verfolgen die Pfade von den Ursprüngen, die die Fallunterscheidung von Lemma 3.8.2 braucht: hier (8, 3) auf T_9×13, m und j ungerade. Der Lauf zeigt Schritt für Schritt, wer wen informiert; der Broadcast endet bei 14, innerhalb der 15 des Lemmas.

gallery-orderly-figure-23-title = Abbildung 23: T_7×5×4×3 von (0, 1, 0, 0)
gallery-orderly-figure-23-note = Abbildung 23 sagt, die erste Ebene sei bis t₀ = 11 informiert (die Formel aus §4.3 ergibt 12) und der erste Würfel bis 16. Unter Π_d ist die Ebene bis 9 fertig und der Würfel bis 15 (die Tests des Kerns prüfen beides); der ganze Torus bis 19, innerhalb der 26 von Satz 4.3.1.

gallery-plan-ordering-4x6-title = Eine Ordnungsdatei für T_4×6, die 6 erreicht
gallery-plan-ordering-4x6-note = Die zertifiziert optimale Ordnung des 4×6-Torus, als Datei ausgeschrieben (die Nachbarn jedes Knotens in der Reihenfolge der Marken) und erneut geprüft: Von jedem Ursprung aus ist jeder Knoten bis zum Zeitpunkt 6 informiert, der unteren Schranke von Satz 2.2.1, einen Schritt früher als die 7 von Π. Ändern Sie die Reihenfolge eines Knotens in der Datei, und die Prüfung sagt Ihnen, was es kostet.

## Manhattan Street networks (core/src/examples/msn.rs): paper 004

gallery-msn-route-title = Ein kürzester Weg im 8×8-Manhattan-Street-Netz
gallery-msn-route-note = Einbahnstraßen: Von (0, 0) nach (3, 5) sind es nach Gl. (5) 6 Hops, das Routing-Tag 000111, bestätigt durch Breitensuche.

gallery-msn-mean-distance-title = Mittlere Distanz eines 10×6-Netzes
gallery-msn-mean-distance-note = Das Mittel über alle Paare ist 47/10, genau was Gl. (27) ergibt.

gallery-msn-total-exchange-title = Totaler Austausch in 158 Slots
gallery-msn-total-exchange-note = Jeder Knoten sendet jedem anderen ein Paket, Phase für Phase, wobei jeder Link in jedem Slot belegt ist: 158 Slots auf 8×8, das Optimum von Gl. (28).

gallery-msn-multinode-broadcast-title = Mehrknoten-Broadcast in N²/2 Slots
gallery-msn-multinode-broadcast-note = Alle Knoten senden zugleich einen Broadcast; die Mengen A_1 … A_32 kollidieren nie und erreichen die untere Schranke von 32 Slots.

gallery-msn-hamiltonian-title = Zwei kantendisjunkte Hamiltonkreise
gallery-msn-hamiltonian-note = Orange und Blau besuchen je alle 64 Knoten und teilen keinen Link; ein Mehrknoten-Broadcast auf beiden Ringen braucht 31,5 Slots.

gallery-msn-sweep-mean-distance-title = Diagramm: mittlere Distanz über N
gallery-msn-sweep-mean-distance-note = Von 4×4 bis 64×64: Das Mittel über alle Wege liegt genau auf Gl. (27), ein wenig über dem (X+Y)/4 des Torus, und die Durchsatzschranke fällt wie 1/N.

gallery-exercise-hops-msn-title = Übung: Wie lang ist dieser Weg?
gallery-exercise-hops-msn-note = Zählen Sie die Hops des kürzesten Wegs von (0, 0) nach (7, 3) im 10×6-Manhattan-Street-Netz, in dem jede Straße eine Einbahnstraße ist.

gallery-msn-areas-10x8-title = Abb. 3–4: die Zielbereiche und der verlorene Faktor von Gl. (21)
gallery-msn-areas-10x8-note = Jedes Ziel des 10×8-Netzes erhält die Farbe der Pfadfamilie, die es zuerst erreicht: die Bereiche A₁ … A₄, auf denen die Gln. (6)–(9) die Distanz angeben. Das Feld summiert die Distanzen nach Paritätsklassen: Die Breitensuche ergibt 108 für x und y ungerade, wie Anhang A.9; Gl. (21) ergibt wie gedruckt 64.

gallery-classical-msn-4x4-title = Das 4×4-Manhattan-Street-Netz: 6 Runden entlang von Einbahnstraßen
gallery-classical-msn-4x4-note = Anrufe gehen nur über die ausgehenden Links. Von (0, 0) aus braucht die erschöpfende Suche 6 Runden, eine mehr als die Exzentrizität 5 und zwei mehr als ⌈log₂ 16⌉ = 4; die für ungerichtete Graphen formulierten Schranken des ungeordneten Broadcasts sind als nicht anwendbar markiert.

## The families beyond the papers (core/src/examples/families.rs): paper 003

gallery-hypercube-binomial-title = Der Binomialbaum auf Q_4
gallery-hypercube-binomial-note = Jeder informierte Knoten ruft über die nächste Dimension an: 16 Knoten in 4 Runden, ⌈log₂ 16⌉, was kein Broadcast schlägt (003 §1.2.1: b(H_m) = m).

gallery-hypercube-orderly-title = Geordneter Broadcast auf Q_4, Dimension für Dimension
gallery-hypercube-orderly-note = Sind die Links jedes Knotens nach Dimension geordnet, braucht der geordnete Broadcast m(m + 1)/2 = 10: die ungünstigste ungeordnete M3-Zeit, die 003 §1.2.2 nennt, gegenüber 4 Runden, wenn die Knoten wählen dürfen.

gallery-butterfly-exact-title = Der zyklische Butterfly BF(3) in 5 Runden
gallery-butterfly-exact-note = Die erschöpfende Suche findet b = 5 = 2m − 1: Die obere Schranke von Klasing, Monien, Peine und Stöhr wird erreicht; ihre untere Schranke 1,7417m (5,2) ist asymptotisch und gilt hier nicht.

gallery-butterfly-2m-2-title = BF(10) in 18 Runden, eine unter 2m − 1
gallery-butterfly-2m-2-note = Die Matching-Heuristik von castlab führt den Broadcast auf dem zyklischen Butterfly der Dimension 10 in 18 Runden aus, jeder Anruf vom Validator geprüft: eine Runde unter 2m − 1 = 19 von Klasing, Monien, Peine und Stöhr und über ihrem asymptotischen 1,7417m ≈ 17,4.

gallery-butterfly-orderly-title = Geordneter Broadcast auf BF(3)
gallery-butterfly-orderly-note = Gerade hoch, quer hoch, gerade runter, quer runter an jedem Knoten: 8 Schritte, 3 mehr als die 5 Runden des Telefonmodells.

gallery-debruijn-exact-title = Der De-Bruijn-Graph UB(2, 5) in 6 Runden
gallery-debruijn-exact-note = 32 Knoten brauchen mindestens ⌈log₂ 32⌉ = 5 Runden; die erschöpfende Suche beweist 6 von 00000 aus, innerhalb der 1,5m + 1,5 = 9 von Bermond und Peyrat.

gallery-debruijn-heuristics-title = UB(2, 8): die Heuristiken im Vergleich
gallery-debruijn-heuristics-note = Von 00000000 aus brauchen die Matching-Heuristik und der Spannbaum-Broadcast beide 12 Runden, innerhalb der bekannten 1,5m + 1,5 = 13,5 und 4 über ⌈log₂ 256⌉ = 8; das Feld der drei Modelle stellt sie neben die geordneten und ungeordneten Zeiten.

gallery-ccc-refutes-5k-over-2-title = CCC(4) in 9 Runden, nicht ⌈5k/2⌉ = 10
gallery-ccc-refutes-5k-over-2-note = 003 §1.2.1 nennt b(CCC_k) = ⌈5k/2⌉; die erschöpfende Suche findet einen Broadcast in 9 Runden und beweist, dass es keinen in 8 Runden gibt: ⌈5k/2⌉ − 1.

gallery-ccc-at-its-diameter-title = CCC(8) so schnell wie sein Durchmesser
gallery-ccc-at-its-diameter-note = 2.048 Knoten in 18 Runden informiert, dem Durchmesser, also ist kein Broadcast schneller: ⌈5k/2⌉ = 20 aus 003 §1.2.1 überschätzt um zwei.

gallery-ccc-3-title = CCC(3): so schnell wie sein Durchmesser
gallery-ccc-3-note = 24 Knoten, Durchmesser 6, und ein Broadcast in 6 Runden: ⌈5k/2⌉ = 8 überschätzt um zwei.

gallery-census-orderly-above-classical-title = G_84: b^o = 5/3 von b, das größte Verhältnis der Zählung
gallery-census-orderly-above-classical-note = Über die 995 zusammenhängenden Graphen mit 2 bis 7 Knoten gilt immer b ≤ b^o (003 Beobachtung 2.1.1). Auf diesem Graphen mit 6 Knoten ist b = 3, doch die beste Ordnung braucht 5: das größte b^o/b, das vier weitere Graphen teilen (G_103, G_375, G_585, G_754).

gallery-census-messy-three-times-orderly-title = G_865: b^o = 3, der ungünstigste M3-Lauf dreimal langsamer
gallery-census-messy-three-times-orderly-note = Die beste Ordnung dieses Graphen mit 7 Knoten endet von jedem Ursprung aus in 3 Schritten; der ungünstigste M3-Lauf braucht 9. Kein Graph der Zählung hat ein größeres b^m₃/b^o; 21 weitere erreichen 3, G_865 ist der erste.

gallery-complete-doubling-title = K_12 durch Verdopplung
gallery-complete-doubling-note = Die Zahl der Informierten verdoppelt sich jede Runde: 12 Knoten in ⌈log₂ 12⌉ = 4 Runden (003 §1.2.1: b(K_n) = ⌈log₂ n⌉).

gallery-complete-orderly-title = Geordneter Broadcast auf K_6 in Nummernfolge
gallery-complete-orderly-note = Jeder Knoten ruft die anderen in Nummernfolge an: 5 Schritte gegenüber 3 Runden, innerhalb der ⌈log n⌉ + 2⌈√log n⌉ = 7 aus 003 §1.3 für die beste Ordnung.

gallery-path-tree-title = P_9 von der Mitte aus
gallery-path-tree-note = Vier Knoten in jede Richtung, und eine Seite wartet eine Runde: 5 Runden, das Optimum des Baum-Broadcasts.

gallery-path-orderly-title = Geordneter Broadcast auf P_7
gallery-path-orderly-note = Überall zuerst den unteren Nachbarn braucht 11; die beste aller Ordnungen, durch Ausprobieren gefunden, braucht 9 = ⌈(3n − 4)/2⌉ (003 §1.3).

gallery-cycle-tree-title = C_9 in beide Richtungen
gallery-cycle-tree-note = Zwei Bögen zu je vier, einer beginnt eine Runde später: ⌈9/2⌉ = 5 Runden von jedem Knoten aus.

gallery-cycle-orderly-title = Geordneter Broadcast auf C_9
gallery-cycle-orderly-note = Zuerst der nächste Knoten, dann der vorige: 6 = ⌊2n/3⌋, das Optimum, für das jede Ordnung ausprobiert wurde (003 §1.3 druckt ⌈2n/3⌉; siehe die Errata).

gallery-exercise-build-q3-title = Übung: Broadcast auf Q_3 selbst gemacht
gallery-exercise-build-q3-note = Klicken Sie einen Anrufer an, dann den Nachbarn, den er anruft, Runde für Runde, ab 101: Der Validator nennt jede verletzte Regel, und ein vollständiger Ablaufplan wird nach seinen Runden gegen b(101) bewertet, das castlab hier genau kennt.

gallery-exercise-build-bf3-title = Übung: Broadcast auf dem Butterfly BF(3) selbst gemacht
gallery-exercise-build-bf3-note = Bauen Sie einen Broadcast im Telefonmodell ab dem Knoten 0,000 (Ebene 0, Zeile 000) durch Klicks auf die Ebenen und Zeilen des Butterflys; ein vollständiger Ablaufplan wird nach seinen Runden gegen b(0,000) bewertet, hier genau bekannt, und die Rückmeldung sagt, woher es bekannt ist.

gallery-butterfly-sweep-bounds-title = Diagramm: BF(m) je Dimension gegen die veröffentlichten Schranken
gallery-butterfly-sweep-bounds-note = b/m für m = 3 … 12 gegen (2m − 1)/m und 1,7417 von Klasing, Monien, Peine und Stöhr: Der beste Ablaufplan von castlab erreicht 2m − 1 bei BF(3) genau (5 Runden) und braucht 2m − 2 bei m = 10 und 11 (18 und 20 Runden).

gallery-debruijn-sweep-bounds-title = Diagramm: UB(2, m) je Dimension gegen die veröffentlichten Schranken
gallery-debruijn-sweep-bounds-note = b/m ab 0…0 für m = 2 … 12 gegen die bekannte 1,5m + 1,5 und 1,3171m von Klasing et al.: unter der oberen Schranke bei jedem m (19 Runden bei m = 12, gegenüber 19,5) und unter der asymptotischen unteren Schranke bei m = 4 (5 Runden, gegenüber 5,27).

gallery-hypercube-sweep-orderly-title = Diagramm: die Dimensionsordnung von Q_m gegen m(m + 1)/2 aus 003
gallery-hypercube-sweep-orderly-note = b^Π(G) der Dimensionsordnung für m = 1 … 12 ist bei jedem m gleich m(m + 1)/2, der Wert, den 003 §1.2.2 als b₃^o(H_m) druckt (eine ungeordnete Zeit): 78 bei m = 12, sechseinhalbmal der Durchmesser 12.

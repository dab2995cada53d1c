# Das Glossar (core/src/glossary.rs) und der Rahmen der Erklärungen
# (web/src/components/explain.rs). .forms: die Wörter, die den Begriff im
# laufenden Text nennen, durch | getrennt; jede Beugung, die die Sätze
# verwenden, muss dabei sein (nur ganze Wörter passen).

glossary-one-port = one-port
    .definition = In einem Schritt sendet jeder informierte Knoten höchstens eine Nachricht; die Nachricht darf über viele Knoten hinweg geleitet werden (Cut-through-Routing) und braucht trotzdem nur einen Schritt.
    .forms = One-port | one-port

glossary-time-step-optimal = zeitschrittoptimal
    .definition = Ein Broadcast an N = 2^m Knoten in m Schritten, die unter one-port kleinstmögliche Zahl: Die Menge der informierten Knoten verdoppelt sich in jedem Schritt.
    .forms = zeitschrittoptimaler | zeitschrittoptimalen | zeitschrittoptimales | zeitschrittoptimale | zeitschrittoptimal

glossary-tcd = TCD
    .definition = Gesamtkommunikationsdistanz (total communication distance): die Hops aller Nachrichten eines Broadcasts, aufsummiert. Weniger Hops belasten das Netz weniger.
    .forms = TCD | Gesamtkommunikationsdistanz

glossary-eye = Auge
    .definition = Ein Knoten, von dem aus der rekursive Broadcast der Arbeiten die kleinste TCD erreicht (Definitionen 2, 5 und 7 der TCD-Arbeiten): von den eigenen Augen der Teilgitter diejenigen, die dem Zentrum am nächsten liegen, a_k = (2^k − (−1)^k)/3 voneinander entfernt, also nahe den Drittelpunkten des Gitters (5 und 10 auf 16 × 16); und, rekursiv, die jedes Teilgitters.
    .forms = oberen rechten Auge | obere rechte Auge | rechten oberen Auge | rechte obere Auge | Auge der unteren Hälfte | Augen | Auges | Auge

glossary-dimension-ordered = dimensionsgeordnete Route
    .definition = Eine Route, die zuerst x korrigiert, dann y, dann z; castlab probiert auch die anderen Reihenfolgen, damit sich zwei Nachrichten desselben Schritts keinen Link teilen.
    .forms = dimensionsgeordnete Routen | dimensionsgeordnete Route | geroutet | xy | yx

glossary-all-port = all-port
    .definition = Ein informierter Knoten darf im selben Schritt auf allen seinen Links senden; eine Nachricht überquert einen Link pro Schritt.
    .forms = all-port

glossary-wk = WK(W, L)
    .definition = Ein vollständiges WK-rekursives Netz: W^L Knoten, adressiert durch L Ziffern zur Basis W; W Knoten bilden einen vollständigen Cluster, W Cluster einen größeren, L Ebenen tief.
    .forms = WK-rekursiven | WK-rekursives | WK-rekursive | WK(

glossary-msn = Manhattan-Street-Netz
    .definition = Ein X × Y-Gitter aus Einbahnstraßen, deren Richtungen von Zeile zu Zeile und von Spalte zu Spalte wechseln, mit Umlauf an den Rändern: Jeder Knoten hat einen waagrechten und einen senkrechten ausgehenden Link.
    .forms = Manhattan-Street-Netzes | Manhattan-Street-Netz | Manhattan Street

glossary-slot = Slot
    .definition = Die Zeit, die ein Paket braucht, um einen Link zu überqueren, mit Zwischenspeicherung in jedem Knoten; jeder gerichtete Link trägt ein Paket pro Slot, und alle Links eines Knotens arbeiten gleichzeitig.
    .forms = halben Slot | halber Slot | Halber Slot | Slots | Slot

glossary-te = TE
    .definition = Totalaustausch (total exchange): Jeder Knoten sendet jedem anderen Knoten ein eigenes Paket.
    .forms = Totalaustausch | Totalaustauschs | TE

glossary-mnb = MNB
    .definition = Mehrknoten-Broadcast (multinode broadcast): Jeder Knoten sendet sein eigenes Paket an alle anderen, alle gleichzeitig.
    .forms = Mehrknoten-Broadcasts | Mehrknoten-Broadcast | MNB

glossary-orderly = geordneter Broadcast
    .definition = Jeder Knoten nummeriert seine ausgehenden Kanten 1, 2, …; ein zur Zeit t informierter Knoten sendet auf Kante i zur Zeit t + i, auch an einen Nachbarn, der die Nachricht schon kennt.
    .forms = geordneten Broadcasts | geordneten Broadcast | geordneter Broadcast | geordnetes | geordneten | geordneter | geordnete

glossary-b-pi = b^Π
    .definition = Die Zeit des geordneten Broadcasts unter der Ordnung Π: b^Π(u) vom Ursprung u aus, b^Π(G) die größte über alle Ursprünge. b^o(G) ist das kleinste b^Π(G) über alle Ordnungen.
    .forms = b^Π

glossary-diameter = D
    .definition = Der Durchmesser: der größte Abstand zwischen zwei Knoten. Kein Broadcast vom ungünstigsten Ursprung aus kann früher fertig sein.
    .forms = Durchmessers | Durchmesser

glossary-verdict = gilt / scheitert / offen
    .definition = Eine hier geprüfte Behauptung einer Arbeit: gilt (wahr, wo nötig durch erschöpfende Suche), scheitert (ein gültiger Ablaufplan oder eine Zählung widerlegt sie), offen (nicht widerlegt, aber nur eine erschöpfende Suche könnte sie bestätigen), nicht anwendbar (die Behauptung betrifft etwas anderes).
    .forms = gilt / scheitert / offen

glossary-holder = Halter
    .definition = Der Knoten, der die Nachricht für ein Teilgitter (oder einen Teilwürfel) hält: Er muss jeden seiner Knoten informieren. Halbierende Algorithmen geben jedem Halter die Hälfte seines Blocks zur Weitergabe, bis jeder Block ein einziger Knoten ist.
    .forms = Haltern | Halters | Halter

glossary-submesh = Teilgitter
    .definition = Ein Block des Gitters, den ein halbierender Algorithmus wie ein eigenes Gitter behandelt: Das 8×8-Gitter zerfällt in vier 4×4-Teilgitter, jedes davon in vier 2×2-Teilgitter. In 3-D und höher ein Teilwürfel.
    .forms = Teilgittern | Teilgitters | Teilgitter | Teilwürfeln | Teilwürfels | Teilwürfel

glossary-turn = Drehung eines Teilgitters
    .definition = Algorithmus 1 ist für einen Halter im linken oberen Viertel geschrieben. Ein Halter anderswo dreht zuerst sein Teilgitter (eine Vierteldrehung oder eine halbe Drehung auf der Seite), bis er links oben sitzt, führt die geschriebenen Schritte aus und dreht das Ergebnis zurück: Daher kann „oben rechts“ auf der Seite nach links oder nach unten zeigen.
    .forms = halbe Drehung | Vierteldrehung im Uhrzeigersinn | Vierteldrehung gegen den Uhrzeigersinn | Vierteldrehung | links oben | oben links | oben rechts | rechts oben | unten links | links unten

glossary-cluster = Cluster
    .definition = In WK(W, L): W Knoten, jeder mit jedem verbunden, bilden einen Cluster der Ebene 1; W Cluster der Ebene c, je zwei durch einen Link verbunden, bilden einen Cluster der Ebene c + 1.
    .forms = kleinsten Clusters | kleinsten Cluster | kleinster Cluster | Clustern | Clusters | Cluster

glossary-inner-neighbour = innerer Nachbar
    .definition = Ein Knoten desselben kleinsten Clusters: die W − 1 Knoten, deren Adresse sich nur in der letzten Ziffer unterscheidet.
    .forms = inneren Nachbarn | innere Nachbarn | inneren Nachbar | innerer Nachbar

glossary-inter-cluster-link = Inter-Cluster-Link
    .definition = Der eine Link eines Knotens, der seinen kleinsten Cluster verlässt und zwei Cluster einer Ebene c verbindet (seine Ebene). Die Ecken des ganzen Netzes haben keinen.
    .forms = Inter-Cluster-Links | Inter-Cluster-Link

glossary-wk-label = Label (WK)
    .definition = Der Zusatz, den eine WK-Nachricht außer ihrem Inhalt trägt: (m, t), die höchste Ebene eines Links, den die Nachricht passiert hat (m), und in Stufe i die Eckenkennung des Teilnetzes WK(W, i − 1) (t), die ein Knoten unverändert an die anderen Knoten seines Clusters weitergibt; von einer Eckquelle aus eine Ziffer p. Die Labels von Fang et al. bleiben bei jeder Größe so klein.
    .forms = Ecken-Label | Eckenlabel | neues Label | neue Label | Label (m, t) | (m, t) | Ziffer des Labels | Labels | Label

glossary-cor-level = cor-level(v)
    .definition = Der Name der Arbeit für die Ebene des Inter-Cluster-Links von v: die Anzahl der gleichen letzten Ziffern der Adresse von v (L für eine Ecke des Netzes).
    .forms = cor-level(v) | cor-level

glossary-flip-cor-id = flip-cor-id(v)
    .definition = Der Name der Arbeit für die letzte Ziffer des Knotens am anderen Ende des Inter-Cluster-Links von v.
    .forms = flip-cor-id(v) | flip-cor-id

glossary-stack = Stapel
    .definition = Der Broadcast von Chen und Duh trägt einen Stapel von Link-Labels; ein Knoten, der über einen Link mit Label i erreicht wird, entfernt Elemente vom Stapel, bis dessen oberstes i übersteigt, legt i darauf und sendet auf jedem Link, dessen Label nicht im Stapel liegt. Er wächst mit L, das Label von Fang et al. nicht.
    .forms = Stapeln | Stapels | Stapel | Links, deren Label

glossary-orderly-label = Marke (geordnet)
    .definition = Der Platz einer Kante in der Liste ihres Knotens: Ein zur Zeit t informierter Knoten sendet auf seiner Kante mit Marke i zur Zeit t + i.
    .forms = Marke 1 | Marke 2 | Marke 3 | Marke 4 | Kante mit Marke | nutzt Marke | mit Marke | Label 1 | Label 2 | Label 3 | Label 4 | mit Label

glossary-list = Liste (Ordnung)
    .definition = Die Reihenfolge, in der ein Knoten beim geordneten Broadcast seine Kanten nutzt; eine Ordnung gibt jedem Knoten seine Liste. Die Listen von Π folgen den Fällen a–d in Taslakians §3.2, nach der Spalte des Knotens.
    .forms = seine Liste | Listen | Liste | Fälle a/b | Fälle c/d | Fällen a/b | Fällen c/d

glossary-originator = Ursprung
    .definition = Der Knoten, von dem ein geordneter Broadcast ausgeht.
    .forms = Ursprüngen | Ursprünge | Ursprungs | Ursprung

glossary-path-family = Pfadfamilie
    .definition = Die vier Arten des Routings in einem Manhattan-Street-Netz, nach dem Viertel, in dem das Ziel liegt: NE, SW, SE, NW (Varvarigos, Gl. (5)); die kürzeste wird genommen.
    .forms = kürzeste Pfadfamilie | Pfadfamilie

glossary-routing-tag = Routing-Tag
    .definition = Die Route als Bitfolge: 0 nimmt den Zeilenlink, 1 den Spaltenlink.
    .forms = Routing-Tags | Routing-Tag

glossary-phase = Phase P(i, j)
    .definition = Totalaustausch in Runden: In Phase P(i, j) sendet jeder Knoten seine Pakete für die Versätze (i, j) und (j, i) gleichzeitig, entlang eines festen Pfades L^{"{"}(i,j){"}"} und seines Komplements (derselbe Pfad mit vertauschten Zeilen und Spalten).
    .forms = Phase P( | Pfads der Phase | Pfad der Phase | L^{"{"}( | Komplements | Komplement | halben Pakete | halbe Pakete | Paketen | Pakete | Paket

glossary-translate = Verschiebung
    .definition = Dieselbe Link-Menge, verschoben, sodass sie an einem anderen Knoten beginnt (der Automorphismus R); die Verschiebungen der Mengen A_i teilen nie einen Link, daher senden alle Knoten gleichzeitig.
    .forms = Verschiebungen | Verschiebung | A_

glossary-ring = Hamiltonscher Ring
    .definition = Ein Kreis, der jeden Knoten genau einmal durchläuft; zwei, die keinen Link teilen, tragen je ein halbes Paket.
    .forms = Ringen | Ringe | Rings | Ring

glossary-certificate = Zertifikat
    .definition = Ein Ablaufplan, den ein SAT-Solver gefunden hat, mit dem Beweis des Solvers, dass keiner besser ist (Doku: zertifizierte Optima).
    .forms = Zertifikats | Zertifikat | x − 2^b

glossary-halving = Halbierung (bestes Ziel, beste Teilung)
    .definition = Die Suchen von castlab über halbierende Ablaufpläne: Jeder informierte Block sendet in die andere Hälfte an den Knoten, bei dem Abstand plus die restlichen Kosten dieser Hälfte am kleinsten sind (das beste Ziel); das erschöpfende Optimum probiert jede Teilung.
    .forms = besten Ziel | bestes Ziel | beste Ziel | besten Teilung | beste Teilung | informierte Teilwürfel | informierten Teilwürfel | empfangenden Hälfte | empfangende Hälfte


glossary-explain-summary = Was sehe ich hier?
glossary-explain-why = „Warum? Schritte erzählen“ stellt den Algorithmus neben das Bild, markiert die Zeilen, die die Nachrichten des aktuellen Schritts senden (gestrichelt: die Vorbereitungs- und Schleifenzeilen, in denen der Schritt läuft), und sagt im Schrittprotokoll, warum; dessen Begriffe verweisen auf das Glossar. Zeigen Sie auf eine Zeile, um ihre Nachrichten in Violett zu sehen, oder auf einen Knoten, um die Zeile zu sehen, die ihn informiert hat. Die Tasten . und , schalten von überall auf der Seite einen Schritt weiter oder zurück.
glossary-sweep-intro-before = Ein Sweep: derselbe Link in jeder Größe seiner Bereiche, ein Punkt (oder eine Zelle) pro Größe, im Hintergrund auf allen Kernen berechnet. Zeigen Sie auf einen Punkt oder tippen Sie ihn an, um seine Werte zu sehen, klicken Sie ihn an, um diese Größe zu öffnen, oder lesen Sie alle in der Tabelle. Die CSV- und JSON-Downloads sind das, was{" "}
glossary-sweep-intro-after = {" "}für diesen Link ausgibt.
glossary-heading = Glossar

# Übungen (ask=): die Fragen, ihre Hinweise, die Rückmeldung auf eine
# Antwort, die Punktzahl und die Wörter der Seite um sie herum.

## Fragen und ihre Hinweise

exercise-least-tcd-prompt = Klicken Sie auf die Quelle, von der aus der Broadcast die kleinste TCD hat (die Hops aller seiner Nachrichten zusammen).
exercise-least-tcd-hint = Quellen in der Mitte eines Quadranten schneiden besser ab als Ecken und Ränder: Überlegen Sie, wohin die ersten Nachrichten gehen müssen.
exercise-least-orderly-prompt = Klicken Sie auf den Ursprung, dessen Broadcast zuerst fertig ist (das kleinste b^Π(u)).
exercise-least-orderly-hint = Ein Ursprung ist fertig, wenn sein letzter Knoten informiert ist, und ein zur Zeit t informierter Knoten erreicht seinen Nachbarn mit Marke i zur Zeit t + i: Folgen Sie den Marken von einem Ursprung bis zu dem Knoten, der zuletzt hört, und vergleichen Sie.
exercise-route-prompt = Wie viele Hops braucht der kürzeste Weg von { $from } nach { $to }?
exercise-route-hint = Gl. (5) wählt eine von vier Pfadfamilien (hier { $family }); ihr Routing-Tag hat eine Ziffer pro Hop.
exercise-contention-prompt = Ist dieser Ablaufplan konfliktfrei: Lassen sich seine Nachrichten so leiten, dass kein gerichteter Link in einem Schritt zwei Nachrichten trägt?
exercise-contention-hint = Gehen Sie ihn Schritt für Schritt durch und betrachten Sie die Wege jedes Schritts: Ein Link, den zwei Nachrichten teilen, wird rot gezeichnet; die Wege können XY oder YX sein.
exercise-build-tcd-prompt = Sie sind dran: Bauen Sie einen Ein-Port-Broadcast von { $source } in { $steps } Schritten. Klicken Sie für jede Nachricht auf einen Sender, dann auf seinen Empfänger; gehen Sie dann zum nächsten Schritt.
exercise-build-tcd-hint = In jedem Schritt darf jeder informierte Knoten einmal senden, an einen noch nicht informierten Knoten; je weniger Hops insgesamt, desto besser.
exercise-hops-prompt = Wie viele Hops legen alle Nachrichten dieses Broadcasts von { $source } zusammen zurück (seine TCD)?
exercise-hops-hint = Zählen Sie die Wege jedes Schritts zusammen: Schritt 1 allein legt { $first ->
        [one] { $first } Hop
       *[other] { $first } Hops
    } zurück; der Schrittzähler zählt die Hops jedes Schritts.
exercise-link-prompt = In welchem Schritt wird zuerst eine Nachricht über den Link { $from } → { $to } gesendet?
exercise-link-hint = Gehen Sie den Ablaufplan Schritt für Schritt durch und beobachten Sie diesen Link: { $messages ->
        [one] 1 Nachricht
       *[other] { $messages } Nachrichten
    } des Ablaufplans nutzen ihn auf ihrem Weg.
exercise-when-orderly-prompt = Zu welchem Zeitpunkt wird Knoten { $vertex } informiert, vom Ursprung { $originator } aus?
exercise-when-orderly-hint = Seine erste Nachricht kommt über Marke { $label } von { $neighbour }: Finden Sie heraus, wann dieser Nachbar informiert wird, und addieren Sie { $label }.
exercise-when-orderly-hint-back = Folgen Sie den Marken zurück zum Ursprung.
exercise-when-orderly-hint-rule = Ein zur Zeit t informierter Knoten sendet über Marke i zur Zeit t + i: Folgen Sie den Marken zurück zum Ursprung.
exercise-when-classical-prompt = In welcher Runde wird Knoten { $vertex } in diesem Broadcast von { $originator } aus informiert, ein Anruf pro Runde?
exercise-when-classical-hint = { $caller } ruft ihn an: Finden Sie die Runde, in der { $caller } informiert wird, dann die Runde seines Anrufs (ein Anruf pro Runde, die früheren Anrufe zuerst).
exercise-when-classical-hint-back = Folgen Sie den Anrufen zurück zum Ursprung.
exercise-least-classical-prompt = Klicken Sie auf einen Ursprung, von dem aus dieser Broadcast in den wenigsten Runden fertig ist.
exercise-least-classical-hint = Kein Broadcast schlägt ⌈log₂ N⌉ Runden, noch den Abstand des Ursprungs zum entferntesten Knoten: Suchen Sie die Ursprünge, die allen am nächsten liegen.
exercise-build-classical-prompt = Sie sind dran: Bauen Sie einen Broadcast von { $originator } im Telefonmodell, in so wenigen Runden wie möglich. Klicken Sie in jeder Runde auf einen Anrufer, dann auf den Nachbarn, den er anruft; gehen Sie dann zur nächsten Runde.
exercise-build-classical-hint = In einer Runde darf jeder informierte Knoten einen Nachbarn anrufen, und ein Knoten führt oder empfängt einen Anruf pro Runde: Die Zahl der informierten Knoten verdoppelt sich höchstens in jeder Runde, also sollte jeder von ihnen jemand Neues anrufen.
exercise-order-prompt = Sie sind dran: Wählen Sie die Reihenfolge, in der Knoten { $vertex } an seine Nachbarn sendet (seine Marken 1 bis { $labels }), sodass der Broadcast jedes Ursprungs bis zum Zeitpunkt { $time } fertig ist: das Beste, das { $reached } der { $orders } Reihenfolgen seiner Marken erreichen.
exercise-order-hint = Ein zur Zeit t informierter Knoten erreicht seinen Nachbarn mit Marke i zur Zeit t + i: Setzen Sie den Nachbarn an den Anfang, auf den der Rest des Netzwerks wartet.
exercise-when-wk-prompt = In welchem Schritt wird Knoten { $node } informiert, von der Quelle { $source } aus?
exercise-when-wk-hint = Alle Ports, ein Hop pro Schritt: Kein Knoten wird vor seinem Abstand von der Quelle informiert, und eine Regel kann einen längeren Weg nehmen; folgen Sie den Links, die die erste Nachricht nimmt, die ihn erreicht.

## Warum die Frage eines Links nicht gestellt wird

exercise-refused-not-asked = der Link stellt keine Frage (ask=)
exercise-refused-too-large = Fragen werden auf Netzwerken mit höchstens { $max } Knoten gestellt; dieses hat { $nodes }
exercise-refused-too-large-build = Broadcasts bauen Sie auf Netzwerken mit höchstens { $max } Knoten (8 × 8); dieses hat { $nodes }
exercise-refused-too-large-call = ask=build: Einen klassischen Ablaufplan bauen Sie auf Netzwerken mit höchstens { $max } Knoten (Q_6, BF(4), ein 8 × 8-Gitter); dieses hat { $nodes }, daher wird die Ansicht ohne die Frage gezeigt
exercise-refused-too-large-order = Marken ordnen Sie auf Netzwerken mit höchstens { $max } Knoten (6 × 6, WK(3, 3)); dieses hat { $nodes }
exercise-refused-all-orders-tie = jede Reihenfolge der Marken jedes Knotens ergibt dieselbe Zeit, { $time }, daher gibt es hier keine Reihenfolge zu wählen
exercise-refused-not-this-view = ask={ $ask } ist keine Frage, die diese Ansicht stellt
exercise-refused-ordering = { $why }
exercise-refused-no-times = die Zeit jedes Ursprungs wurde nicht berechnet
exercise-refused-no-contention = ob dieser Ablaufplan konfliktfrei ist, ist nicht bekannt
exercise-refused-not-by-hand-standard = die Runden der Matching-Heuristik und der erschöpfenden Suche lassen sich nicht von Hand ermitteln; Fragen werden zu algo=standard (der veröffentlichten Konstruktion der Familie) und algo=tree gestellt
exercise-refused-not-by-hand-tree = die Runden der Matching-Heuristik und der erschöpfenden Suche lassen sich nicht von Hand ermitteln; Fragen werden zu algo=tree (dem Broadcast über einen Spannbaum) gestellt
exercise-refused-no-schedule = der Ablaufplan ist nicht aufgeführt
exercise-refused-no-link = der Ablaufplan nutzt keinen Link
exercise-refused-no-vertex = kein anderer Knoten wird informiert
exercise-refused-no-calls = die Anrufe des Ablaufplans sind nicht aufgeführt
exercise-refused-rounds-tie = der Broadcast jedes Ursprungs braucht gleich viele Runden, also ist keiner am schnellsten
exercise-refused-no-labels = die Marken der Ordnung sind nicht aufgeführt
exercise-refused-no-deliveries = die Zustellungen sind nicht aufgeführt
exercise-refused-no-node = kein Knoten wird informiert

## Rückmeldung auf eine Antwort

exercise-right-node-value = Richtig: { $node } hat den kleinsten Wert, { $value }.
exercise-right-node = Richtig: { $node } hat den kleinsten Wert.
exercise-right-number = Richtig: { $n }.
exercise-right-yes = Richtig: Ja, er ist konfliktfrei.
exercise-right-no = Richtig: Nein, ein Schritt muss einen Link teilen.
exercise-wrong-node = Nicht ganz: { $node } gehört nicht zu den besten. Hinweis: { $hint }
exercise-wrong-node-off = Nicht ganz: { $node } gehört nicht zu den besten; sein Wert liegt { $off }. Hinweis: { $hint }
exercise-wrong-number = Nicht ganz: { $given } ist nicht die Antwort. Hinweis: { $hint }
exercise-wrong-number-off = Nicht ganz: { $given } liegt { $off }. Hinweis: { $hint }
exercise-wrong-yes-no = Nicht ganz. Hinweis: { $hint }
exercise-wrong-kind = Diese Art von Antwort nimmt die Frage nicht an.
exercise-off-tenth = um höchstens ein Zehntel der Antwort daneben
exercise-off-under-half = um weniger als die Hälfte der Antwort daneben
exercise-off-half-or-more = um die Hälfte der Antwort oder mehr daneben
exercise-off-tenth-least = um höchstens ein Zehntel des kleinsten Werts daneben
exercise-off-under-half-least = um weniger als die Hälfte des kleinsten Werts daneben
exercise-off-half-or-more-least = um die Hälfte des kleinsten Werts oder mehr daneben

## Warum eine richtige Antwort so viele Punkte erhält

exercise-tries-first = richtig beim ersten Versuch
exercise-tries-earlier = { $n ->
        [1] ein früherer Versuch
        [2] zwei frühere Versuche
        [3] drei frühere Versuche
       *[other] { $n } frühere Versuche
    }
exercise-tries-yes-no = { $count }, und bei Ja oder Nein bleibt nur eine Antwort übrig

## Sie sind dran: ein Broadcast aus Klicks (TCD)

exercise-best-optimum = das Optimum über alle Ablaufpläne
exercise-best-recursive = der beste teilwürfel-rekursive Ablaufplan (castlab)
exercise-hopeless = Dieser Plan kann nicht mehr in { $steps } Schritten fertig werden: Nach Schritt { $closed } { $informed ->
        [one] ist { $informed } Knoten
       *[other] sind { $informed } Knoten
    } informiert, und Verdoppeln in jedem der { $left } verbleibenden { $left ->
        [one] Schritt
       *[other] Schritte
    } erreicht höchstens { $reach } der { $nodes } Knoten ({ $why }). Gehen Sie bis Schritt { $back } zurück oder beginnen Sie neu.
exercise-hopeless-wasted = in Schritt { $step } hat nicht jeder informierte Knoten gesendet, und ein Broadcast in { $steps } Schritten braucht jeden in jedem Schritt
exercise-hopeless-few = zu wenige Knoten sind informiert
exercise-divergence-more = Ihr Plan weicht ab Schritt { $step } von { $name } ab: In Schritt { $step } informiert er { $mine }, wo { $name } { $theirs } informiert, und seine TCD ist { $tcd }, { $gap } mehr als die { $their_tcd } dieses Ablaufplans.
exercise-divergence-fewer = Ihr Plan weicht ab Schritt { $step } von { $name } ab: In Schritt { $step } informiert er { $mine }, wo { $name } { $theirs } informiert, und seine TCD ist { $tcd }, { $gap } weniger als die { $their_tcd } dieses Ablaufplans.
exercise-no-node = keinen Knoten

## Sie sind dran: ein klassischer Ablaufplan aus Klicks

exercise-call-no-such-vertex = Runde { $round } nennt Knoten { $vertex }, der nicht im Netzwerk liegt
exercise-call-not-a-link = Runde { $round }: { $from } ruft { $to } an, aber sie sind keine Nachbarn
exercise-call-uninformed = Runde { $round }: { $from } ruft an, bevor er die Nachricht hat
exercise-call-two-calls = Runde { $round }: { $vertex } ist an zwei Anrufen beteiligt, und ein Knoten führt oder empfängt einen Anruf pro Runde
exercise-call-never-informed = { $vertex } wird nie informiert
exercise-exact-meets = kein Broadcast schlägt max(⌈log₂ N⌉, Exzentrizität des Ursprungs) = { $lower }, und { $by } erreicht es
exercise-exact-searched = castlabs erschöpfende Suche findet keinen Ablaufplan mit weniger
exercise-verdict-exact-more = Ein gültiger Broadcast in { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }: b({ $u }) = { $best } genau ({ $how }), also braucht Ihrer { $more } mehr.
exercise-verdict-exact = Ein gültiger Broadcast in { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }: Das ist b({ $u }), das kleinstmögliche ({ $how }).
exercise-verdict-fewer = Ein gültiger Broadcast in { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }: weniger als der beste Ablaufplan, den castlab von { $u } aus kennt ({ $by }, { $best } Runden). b({ $u }) ist nicht genau bekannt: Es liegt zwischen { $lower } und { $rounds }.
exercise-verdict-ties = Ein gültiger Broadcast in { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }: gleichauf mit dem besten Ablaufplan, den castlab von { $u } aus kennt ({ $by }). b({ $u }) ist nicht genau bekannt: Es liegt zwischen { $lower } und { $best }.
exercise-verdict-more = Ein gültiger Broadcast in { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }: Der beste Ablaufplan, den castlab von { $u } aus kennt ({ $by }), braucht { $best }, { $more } weniger. b({ $u }) ist nicht genau bekannt: Es liegt zwischen { $lower } und { $best }.

## Die Seite: der Kasten der Frage, ihre Antwort und die Punktzahl

exercise-label = Übung
exercise-question = Frage:
# Between the messages or calls of a plan in a list.
exercise-list-separator = ,{" "}
exercise-no-question = Hier keine Frage: { $why }.
exercise-click-node = Klicken Sie zum Antworten auf einen Knoten der Karte.
exercise-your-answer = Ihre Antwort
exercise-check = Prüfen
exercise-yes = Ja
exercise-no = Nein
exercise-restored = Richtig beantwortet, bevor diese Seite neu geladen wurde.
exercise-score = Punktzahl { $score } von 1
exercise-score-why = : { $why }.
exercise-total = Summe dieses Tabs: { $total } von { $count }, über { $count ->
        [one] die { $count } in diesem Tab beantwortete Frage
       *[other] die { $count } in diesem Tab beantworteten Fragen
    }.
exercise-order-label = Marke { $label }: { $vertex }
exercise-order-move-up = { $vertex } auf Marke { $label } nach oben schieben
exercise-order-check = Meine Reihenfolge prüfen
exercise-order-right = Richtig: Mit Ihrer Liste ist jeder Broadcast bis zum Zeitpunkt { $time } fertig, das Beste, das eine Reihenfolge der Marken dieses Knotens ergibt (die eigene Liste der Ordnung: { $base }).
exercise-order-wrong = Nicht ganz: Mit Ihrer Liste ist jeder Broadcast bis zum Zeitpunkt { $time } fertig; { $reached } der { $orders } Reihenfolgen dieser Marken erreichen { $target }. Versuchen Sie eine andere Reihenfolge.

## Sie sind dran auf einem Gitter oder Torus: der Plan bisher

exercise-plan-planning = Schritt { $step } von { $steps } wird geplant:
exercise-plan-sender-chosen = Sender { $sender } gewählt, klicken Sie jetzt auf seinen Empfänger.
exercise-plan-click-sender = Klicken Sie auf einen Sender, dann auf seinen Empfänger.
exercise-plan-no-message = In diesem Schritt ist noch keine Nachricht geplant.
exercise-plan-not-allowed = Nicht erlaubt: { $rule }. Die Nachricht, die dagegen verstößt, ist auf der Karte mit einem roten Kreuz markiert.
exercise-plan-complete = Jeder Knoten informiert: TCD { $tcd }.
exercise-plan-so-far = { $informed } von { $nodes } Knoten bisher informiert; { $tcd } { $tcd ->
        [one] Hop
       *[other] Hops
    }.
exercise-plan-last-step = „Nächster Schritt“ ist aus: Schritt { $steps } ist der letzte. Jeder Schritt verdoppelt die informierten Knoten höchstens, also sind { $steps } Schritte (⌈log₂ { $n }⌉) die wenigsten, die alle { $n } informieren, und ein Plan braucht nicht mehr.
exercise-plan-next = Nächster Schritt
exercise-plan-undo = Rückgängig
exercise-plan-clear = Neu beginnen
exercise-plan-valid = Ein gültiger Broadcast: jeder Knoten in { $steps } Schritten informiert, TCD { $tcd }.
exercise-plan-valid-paper-best = Ein gültiger Broadcast: jeder Knoten in { $steps } Schritten informiert, TCD { $tcd }. Der Algorithmus der Arbeiten braucht { $paper }; { $name }: { $best }.
exercise-plan-valid-paper = Ein gültiger Broadcast: jeder Knoten in { $steps } Schritten informiert, TCD { $tcd }. Der Algorithmus der Arbeiten braucht { $paper }.
exercise-plan-valid-best = Ein gültiger Broadcast: jeder Knoten in { $steps } Schritten informiert, TCD { $tcd }. { $name }: { $best }.
exercise-plan-why-ties = TCD { $best } gleichauf mit { $name }
exercise-plan-why-more = { $name } braucht { $best }, Ihr Plan { $tcd }
exercise-plan-why-valid = ein gültiger Broadcast

## Sie sind dran in der klassischen Ansicht: die Anrufe bisher

exercise-calls-call = { $from } ruft { $to } an
exercise-calls-planning = Runde { $round } wird geplant:
exercise-calls-caller-chosen = Anrufer { $caller } gewählt, klicken Sie jetzt auf den Nachbarn, den er anruft.
exercise-calls-click-caller = Klicken Sie auf einen Anrufer, dann auf den Nachbarn, den er anruft.
exercise-calls-none = In dieser Runde ist noch kein Anruf geplant.
exercise-calls-not-allowed = Nicht erlaubt: { $rule }. Nehmen Sie den Anruf zurück, der dagegen verstößt.
exercise-calls-complete = Jeder Knoten informiert, in { $rounds } Runden.
exercise-calls-so-far = { $informed } von { $nodes } Knoten bisher informiert.
exercise-calls-choose = Oder wählen Sie einen Anruf
exercise-calls-add = Anruf hinzufügen
exercise-calls-next = Nächste Runde
exercise-calls-submit = Meinen Ablaufplan prüfen
exercise-calls-why-best = { $rounds } Runden, das beste bekannte Ergebnis
exercise-calls-why-fewer = { $rounds } Runden, wo das beste bekannte weniger braucht
exercise-calls-why-stands = { $why }; die Punktzahl des ersten vollständigen Ablaufplans bleibt
exercise-calls-incomplete = der Ablaufplan ist nicht vollständig
exercise-calls-not-yet = Noch nicht: { $why }. Hinweis: { $hint }

## Die xAPI-Aussage der Antwort

exercise-xapi-answered = beantwortete

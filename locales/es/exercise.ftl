# Ejercicios (ask=): las preguntas, sus pistas, la respuesta a lo contestado,
# la puntuación y las palabras de la página que los rodean.

## Preguntas y sus pistas

exercise-least-tcd-prompt = Haga clic en la fuente desde la que la difusión tiene la menor TCD (los saltos de todos sus mensajes sumados).
exercise-least-tcd-hint = Las fuentes en el centro de un cuadrante lo hacen mejor que las esquinas y los bordes: piense adónde deben ir los primeros mensajes.
exercise-least-orderly-prompt = Haga clic en el origen cuya difusión termina primero (el menor b^Π(u)).
exercise-least-orderly-hint = Un origen termina cuando su último vértice queda informado, y un vértice informado en t alcanza a su vecino de etiqueta i en t + i: siga las etiquetas desde un origen hasta el vértice que se entera el último, y compare.
exercise-route-prompt = ¿Cuántos saltos da la ruta más corta de { $from } a { $to }?
exercise-route-hint = La ec. (5) elige una de cuatro familias de caminos (aquí { $family }); su etiqueta de encaminamiento tiene un dígito por salto.
exercise-contention-prompt = ¿Está este plan libre de contención: pueden encaminarse sus mensajes de modo que ningún enlace dirigido lleve dos mensajes en un mismo paso?
exercise-contention-hint = Recórralo paso a paso y mire las rutas de cada paso: un enlace que comparten dos mensajes se dibuja en rojo; las rutas pueden ser XY o YX.
exercise-build-tcd-prompt = Su turno: construya una difusión de un puerto desde { $source } en { $steps } pasos. Para cada mensaje, haga clic en un emisor y luego en su receptor; después pase al paso siguiente.
exercise-build-tcd-hint = En cada paso, cada nodo informado puede enviar una vez, a un nodo aún no informado; cuantos menos saltos en total, mejor.
exercise-hops-prompt = ¿Cuántos saltos recorren en total todos los mensajes de esta difusión desde { $source } (su TCD)?
exercise-hops-hint = Sume las rutas de cada paso: solo el paso 1 recorre { $first ->
        [one] { $first } salto
       *[other] { $first } saltos
    }; el contador de pasos cuenta los saltos de cada paso.
exercise-link-prompt = ¿En qué paso se envía por primera vez un mensaje por el enlace { $from } → { $to }?
exercise-link-hint = Recorra el plan paso a paso y observe ese enlace: { $messages ->
        [one] 1 mensaje
       *[other] { $messages } mensajes
    } del plan lo usan en su ruta.
exercise-when-orderly-prompt = ¿En qué instante queda informado el vértice { $vertex }, desde el origen { $originator }?
exercise-when-orderly-hint = Su primer mensaje llega por la etiqueta { $label } de { $neighbour }: averigüe cuándo queda informado ese vecino y sume { $label }.
exercise-when-orderly-hint-back = Siga las etiquetas hacia atrás hasta el origen.
exercise-when-orderly-hint-rule = Un vértice informado en el instante t envía por la etiqueta i en el instante t + i: siga las etiquetas hacia atrás hasta el origen.
exercise-when-classical-prompt = En esta difusión desde { $originator }, con una llamada por ronda, ¿en qué ronda queda informado el vértice { $vertex }?
exercise-when-classical-hint = { $caller } lo llama: busque la ronda en la que { $caller } queda informado y luego la ronda de su llamada (una llamada por ronda, primero las llamadas anteriores).
exercise-when-classical-hint-back = Siga las llamadas hacia atrás hasta el origen.
exercise-least-classical-prompt = Haga clic en un origen desde el que esta difusión termina en el menor número de rondas.
exercise-least-classical-hint = Ninguna difusión baja de ⌈log₂ N⌉ rondas, ni de la distancia del origen al vértice más lejano: busque los orígenes más cercanos a todos.
exercise-build-classical-prompt = Su turno: construya una difusión desde { $originator } en el modelo telefónico, en el menor número de rondas posible. En cada ronda, haga clic en un llamante y luego en el vecino al que llama; después pase a la ronda siguiente.
exercise-build-classical-hint = En una ronda, cada vértice informado puede llamar a un vecino, y un vértice hace o recibe una llamada por ronda: los vértices informados como mucho se duplican en cada ronda, así que procure que todos llamen a alguien nuevo.
exercise-order-prompt = Su turno: elija el orden en que el vértice { $vertex } envía a sus vecinos (sus etiquetas de 1 a { $labels }), de modo que la difusión de cada origen termine en el instante { $time }: lo mejor que alcanzan { $reached } de los { $orders } órdenes de sus etiquetas.
exercise-order-hint = Un vértice informado en el instante t alcanza a su vecino de etiqueta i en t + i: ponga primero al vecino al que espera el resto de la red.
exercise-when-wk-prompt = ¿En qué paso queda informado el nodo { $node }, desde la fuente { $source }?
exercise-when-wk-hint = Todos los puertos, un salto por paso: ningún nodo queda informado antes de su distancia a la fuente, y una regla puede tomar un camino más largo; siga los enlaces que toma el primer mensaje que lo alcanza.

## Por qué no se plantea la pregunta de un enlace

exercise-refused-not-asked = el enlace no plantea ninguna pregunta (ask=)
exercise-refused-too-large = las preguntas se plantean en redes de { $max } nodos como máximo; esta tiene { $nodes }
exercise-refused-too-large-build = las difusiones se construyen en redes de { $max } nodos como máximo (8 × 8); esta tiene { $nodes }
exercise-refused-too-large-call = ask=build: un plan clásico se construye en redes de { $max } vértices como máximo (Q_6, BF(4), una malla de 8 × 8); esta tiene { $nodes }, así que la vista se muestra sin la pregunta
exercise-refused-too-large-order = las etiquetas se ordenan en redes de { $max } nodos como máximo (6 × 6, WK(3, 3)); esta tiene { $nodes }
exercise-refused-all-orders-tie = cualquier orden de las etiquetas de cualquier vértice da el mismo tiempo, { $time }, así que aquí no hay orden que elegir
exercise-refused-not-this-view = ask={ $ask } no es una pregunta que plantee esta vista
exercise-refused-ordering = { $why }
exercise-refused-no-times = no se calculó el tiempo de cada origen
exercise-refused-no-contention = no se sabe si este plan está libre de contención
exercise-refused-not-by-hand-standard = las rondas de la heurística de emparejamiento y de la búsqueda exhaustiva no pueden calcularse a mano; las preguntas se plantean con algo=standard (la construcción publicada de la familia) y algo=tree
exercise-refused-not-by-hand-tree = las rondas de la heurística de emparejamiento y de la búsqueda exhaustiva no pueden calcularse a mano; las preguntas se plantean con algo=tree (la difusión por árbol generador)
exercise-refused-no-schedule = el plan no está listado
exercise-refused-no-link = el plan no usa ningún enlace
exercise-refused-no-vertex = ningún otro vértice queda informado
exercise-refused-no-calls = las llamadas del plan no están listadas
exercise-refused-rounds-tie = la difusión de cada origen dura las mismas rondas, así que ninguna es la más rápida
exercise-refused-no-labels = las etiquetas de la ordenación no están listadas
exercise-refused-no-deliveries = las entregas no están listadas
exercise-refused-no-node = ningún nodo queda informado

## Respuesta a lo contestado

exercise-right-node-value = Correcto: { $node } tiene el menor valor, { $value }.
exercise-right-node = Correcto: { $node } tiene el menor valor.
exercise-right-number = Correcto: { $n }.
exercise-right-yes = Correcto: sí, está libre de contención.
exercise-right-no = Correcto: no, algún paso debe compartir un enlace.
exercise-wrong-node = Casi: { $node } no es uno de los mejores. Pista: { $hint }
exercise-wrong-node-off = Casi: { $node } no es uno de los mejores; su valor se desvía { $off }. Pista: { $hint }
exercise-wrong-number = Casi: { $given } no es la respuesta. Pista: { $hint }
exercise-wrong-number-off = Casi: { $given } se desvía { $off }. Pista: { $hint }
exercise-wrong-yes-no = Casi. Pista: { $hint }
exercise-wrong-kind = Esta pregunta no admite ese tipo de respuesta.
exercise-off-tenth = como mucho una décima parte de la respuesta
exercise-off-under-half = menos de la mitad de la respuesta
exercise-off-half-or-more = la mitad de la respuesta o más
exercise-off-tenth-least = como mucho una décima parte del menor valor
exercise-off-under-half-least = menos de la mitad del menor valor
exercise-off-half-or-more-least = la mitad del menor valor o más

## Por qué una respuesta correcta puntúa lo que puntúa

exercise-tries-first = correcta al primer intento
exercise-tries-earlier = { $n ->
        [1] un intento anterior
        [2] dos intentos anteriores
        [3] tres intentos anteriores
       *[other] { $n } intentos anteriores
    }
exercise-tries-yes-no = { $count }, y a un sí o no solo le queda una respuesta

## Su turno: una difusión construida con clics (TCD)

exercise-best-optimum = el óptimo entre todos los planes
exercise-best-recursive = el mejor plan recursivo por subcubos (castlab)
exercise-hopeless = Este plan ya no puede terminar en { $steps } pasos: tras el paso { $closed }, { $informed ->
        [one] { $informed } nodo está informado
       *[other] { $informed } nodos están informados
    }, y duplicar { $left ->
        [one] en el { $left } paso restante
       *[other] en cada uno de los { $left } pasos restantes
    } alcanza como mucho { $reach } de los { $nodes } nodos ({ $why }). Deshaga hasta el paso { $back } o empiece de nuevo.
exercise-hopeless-wasted = en el paso { $step } no envió cada nodo informado, y una difusión en { $steps } pasos necesita que cada uno envíe en cada paso
exercise-hopeless-few = hay demasiado pocos nodos informados
exercise-divergence-more = Su plan se aparta de { $name } desde el paso { $step }: en el paso { $step } informa a { $mine } donde { $name } informa a { $theirs }, y su TCD es { $tcd }, { $gap } más que los { $their_tcd } de ese plan.
exercise-divergence-fewer = Su plan se aparta de { $name } desde el paso { $step }: en el paso { $step } informa a { $mine } donde { $name } informa a { $theirs }, y su TCD es { $tcd }, { $gap } menos que los { $their_tcd } de ese plan.
exercise-no-node = ningún nodo

## Su turno: un plan clásico construido con clics

exercise-call-no-such-vertex = la ronda { $round } nombra el vértice { $vertex }, que no está en la red
exercise-call-not-a-link = ronda { $round }: { $from } llama a { $to }, pero no son vecinos
exercise-call-uninformed = ronda { $round }: { $from } llama antes de tener el mensaje
exercise-call-two-calls = ronda { $round }: { $vertex } está en dos llamadas, y un vértice hace o recibe una llamada por ronda
exercise-call-never-informed = { $vertex } nunca queda informado
exercise-exact-meets = ninguna difusión baja de max(⌈log₂ N⌉, la excentricidad del origen) = { $lower }, y { $by } lo alcanza
exercise-exact-searched = la búsqueda exhaustiva de castlab no encuentra ningún plan con menos
exercise-verdict-exact-more = Una difusión válida en { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }: b({ $u }) = { $best } exactamente ({ $how }), así que la suya tarda { $more } más.
exercise-verdict-exact = Una difusión válida en { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }: es b({ $u }), el mínimo posible ({ $how }).
exercise-verdict-fewer = Una difusión válida en { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }: menos que el mejor plan que castlab conoce desde { $u } ({ $by }, { $best } rondas). b({ $u }) no se conoce exactamente: está entre { $lower } y { $rounds }.
exercise-verdict-ties = Una difusión válida en { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }: empata con el mejor plan que castlab conoce desde { $u } ({ $by }). b({ $u }) no se conoce exactamente: está entre { $lower } y { $best }.
exercise-verdict-more = Una difusión válida en { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }: el mejor plan que castlab conoce desde { $u } ({ $by }) tarda { $best }, { $more } menos. b({ $u }) no se conoce exactamente: está entre { $lower } y { $best }.

## La página: el recuadro de la pregunta, su respuesta y la puntuación

exercise-label = Ejercicio
exercise-question = Pregunta:
# Between the messages or calls of a plan in a list.
exercise-list-separator = ,{" "}
exercise-no-question = Aquí no hay pregunta: { $why }.
exercise-click-node = Haga clic en un nodo del mapa para responder.
exercise-your-answer = Su respuesta
exercise-check = Comprobar
exercise-yes = Sí
exercise-no = No
exercise-restored = Respondida correctamente antes de recargar esta página.
exercise-score = Puntuación { $score } de 1
exercise-score-why = : { $why }.
exercise-total = Total de esta pestaña: { $total } de { $count }, sobre { $count ->
        [one] la { $count } pregunta respondida en esta pestaña
       *[other] las { $count } preguntas respondidas en esta pestaña
    }.
exercise-order-label = etiqueta { $label }: { $vertex }
exercise-order-move-up = Subir { $vertex } a la etiqueta { $label }
exercise-order-check = Comprobar mi orden
exercise-order-right = Correcto: con su lista, cada difusión termina en el instante { $time }, lo mejor que da cualquier orden de las etiquetas de este vértice (la lista propia de la ordenación: { $base }).
exercise-order-wrong = Casi: con su lista, cada difusión termina en el instante { $time }; { $reached } de los { $orders } órdenes de estas etiquetas alcanzan { $target }. Pruebe otro orden.

## Su turno en una malla o un toro: el plan hasta ahora

exercise-plan-planning = Planificando el paso { $step } de { $steps }:
exercise-plan-sender-chosen = emisor { $sender } elegido; ahora haga clic en su receptor.
exercise-plan-click-sender = haga clic en un emisor y luego en su receptor.
exercise-plan-no-message = Todavía no hay ningún mensaje planificado en este paso.
exercise-plan-not-allowed = No permitido: { $rule }. El mensaje que lo incumple está marcado con una cruz roja en el mapa.
exercise-plan-complete = Todos los nodos informados: TCD { $tcd }.
exercise-plan-so-far = { $informed } de { $nodes } nodos informados hasta ahora; { $tcd } { $tcd ->
        [one] salto
       *[other] saltos
    }.
exercise-plan-last-step = «Paso siguiente» está desactivado: el paso { $steps } es el último. Cada paso como mucho duplica los nodos informados, así que { $steps } pasos (⌈log₂ { $n }⌉) son los mínimos para informar a los { $n }, y un plan no usa más.
exercise-plan-next = Paso siguiente
exercise-plan-undo = Deshacer
exercise-plan-clear = Empezar de nuevo
exercise-plan-valid = Una difusión válida: todos los nodos informados en { $steps } pasos, TCD { $tcd }.
exercise-plan-valid-paper-best = Una difusión válida: todos los nodos informados en { $steps } pasos, TCD { $tcd }. El algoritmo de los artículos da { $paper }; { $name }, { $best }.
exercise-plan-valid-paper = Una difusión válida: todos los nodos informados en { $steps } pasos, TCD { $tcd }. El algoritmo de los artículos da { $paper }.
exercise-plan-valid-best = Una difusión válida: todos los nodos informados en { $steps } pasos, TCD { $tcd }. { $name }: { $best }.
exercise-plan-why-ties = TCD { $best }, empata con { $name }
exercise-plan-why-more = { $name } da { $best }, su plan { $tcd }
exercise-plan-why-valid = una difusión válida

## Su turno en la vista clásica: las llamadas hasta ahora

exercise-calls-call = { $from } llama a { $to }
exercise-calls-planning = Planificando la ronda { $round }:
exercise-calls-caller-chosen = llamante { $caller } elegido; ahora haga clic en el vecino al que llama.
exercise-calls-click-caller = haga clic en un llamante y luego en el vecino al que llama.
exercise-calls-none = Todavía no hay ninguna llamada planificada en esta ronda.
exercise-calls-not-allowed = No permitido: { $rule }. Deshaga la llamada que lo incumple.
exercise-calls-complete = Todos los vértices informados, en { $rounds } rondas.
exercise-calls-so-far = { $informed } de { $nodes } vértices informados hasta ahora.
exercise-calls-choose = O elija una llamada
exercise-calls-add = Añadir llamada
exercise-calls-next = Ronda siguiente
exercise-calls-submit = Comprobar mi plan
exercise-calls-why-best = { $rounds } rondas, lo mejor conocido
exercise-calls-why-fewer = { $rounds } rondas, donde lo mejor conocido usa menos
exercise-calls-why-stands = { $why }; se mantiene la puntuación del primer plan completo
exercise-calls-incomplete = el plan no está completo
exercise-calls-not-yet = Todavía no: { $why }. Pista: { $hint }

## La declaración xAPI de la respuesta

exercise-xapi-answered = respondió

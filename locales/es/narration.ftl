# Pasos narrados (trace=1): el pseudocódigo del algoritmo, por qué se envía
# cada mensaje, el registro de pasos y el control de pasos.
# La notación matemática de las líneas del pseudocódigo no cambia.

## Títulos (los de los algoritmos están en core.ftl, rules-heading-…)

narration-title-user-ordering = una ordenación proporcionada por el usuario

## TCD: los algoritmos de Cang y Wu (artículos 000, 002)

# "000" y "002" son números de artículos que la página sustituye por sus nombres.
narration-tcd-cite-2d = 000 Algoritmo 1, sus cuatro viñetas; 000 §5 sobre el toro
narration-tcd-cite-3d = 002 Algoritmo 2, pasos 1–4
narration-tcd-cite-dd = 002 §4 (la difusión por ojos, fase a fase)
narration-tcd-line-symmetry = Elegir la rotación o reflexión g de la malla bajo la cual la TCD del algoritmo desde S es mínima; ejecutarlo sobre g(malla) y devolver cada mensaje a su lugar.
narration-tcd-line-split-2d = Dividir la malla 2^k×2^k en cuatro submallas 2^{"{"}k−1{"}"}×2^{"{"}k−1{"}"}; rotarla hasta que S quede en la superior izquierda.
narration-tcd-line-step1-2d = Paso 1: S envía al ojo superior derecho E_k(2).
narration-tcd-line-step2-source-2d = Paso 2: S envía al ojo inferior izquierdo E_k(3) o a E_{"{"}k−1{"}"}(1), el que esté más cerca de S.
narration-tcd-line-step2-eye-2d = Paso 2: E_k(2) envía directamente hacia abajo al ojo inferior derecho E_k(4).
narration-tcd-line-repeat-2d = Cada submalla repite desde su poseedor, nivel a nivel, hasta que las mallas 2×2 terminan en dos pasos.
narration-tcd-line-split = Dividir la malla en 2^d submallas de la mitad del lado; rotarla hasta que el poseedor S quede en la primera (baja).
narration-tcd-line-step-source = Paso j (a lo largo de x, luego z, luego y en 3-D): S envía a través del eje j a e_k + a_k en ese eje, e_k en los ejes posteriores y el más cercano de e_k y e_k − a_{"{"}k−1{"}"} en los anteriores.
narration-tcd-line-step-other = Paso j: cada otro poseedor envía directamente a través del eje j, a e_k + a_k.
narration-tcd-line-repeat = Cada submalla repite desde su poseedor hasta que terminan los cubos unitarios.

# Una razón de un paso TCD: la frase de su regla, luego dónde está el ojo en la
# página, lo que ahorró la elección y por qué giraron las rutas (cada parte puede
# estar vacía y empieza con su propio espacio).
narration-tcd-reason = { $rule }{ $frame }{ $saved }{ $route }
# Por debajo del nivel superior el algoritmo se repite en cada submalla; $rule es
# la frase de la regla (con $inner = yes), $sides p. ej. 4×4.
narration-tcd-again = Paso { $step } otra vez, dentro de cada submalla { $sides } (línea { $line }): { $rule }
narration-tcd-example = { $from } → { $to }, { $hops ->
        [one] { $hops } salto
       *[other] { $hops } saltos
    }
# $kind es "mesh" (toda la malla) o "submesh"; $inner es "yes" tras los dos
# puntos de narration-tcd-again.
narration-tcd-holder-one = { $inner ->
        [yes] el
       *[other] El
    } poseedor de la { $kind ->
        [mesh] malla
       *[other] submalla
    } { $sides } envía a través de { $axis } al ojo de la otra mitad: { $example }.
narration-tcd-holder-many = { $n } poseedores, uno por { $kind ->
        [mesh] malla
       *[other] submalla
    } { $sides }, envían cada uno a través de { $axis } a un ojo en la otra mitad de su submalla; p. ej. { $example }.
narration-tcd-across-one = { $inner ->
        [yes] el
       *[other] El
    } otro poseedor de la { $kind ->
        [mesh] malla
       *[other] submalla
    } { $sides } envía directamente a través de { $axis }: { $example }.
narration-tcd-across-many = { $inner ->
        [yes] los
       *[other] Los
    } otros { $n } poseedores de { $kind ->
        [mesh] mallas
       *[other] submallas
    } { $sides } envían directamente a través de { $axis }; p. ej. { $example }.
narration-tcd-target = { $n ->
        [one] { $n } subcubo informado
       *[other] { $n } subcubos informados
    } de lado { $side } { $n ->
        [one] envía
       *[other] envían
    } a través de { $axis } al mejor destino de la mitad receptora (mínima distancia más el coste restante de esa mitad); p. ej. { $example }.
narration-tcd-split = { $n ->
        [one] { $n } emisor entrega la mitad de su
       *[other] { $n } emisores entregan la mitad de su
    } conjunto al receptor de la mejor división, que se hace cargo de { $nodes } nodos; p. ej. { $example }.
narration-tcd-numbered = { $n ->
        [one] { $n } número x del certificado recibe
       *[other] { $n } números x del certificado reciben
    } de x − 2^b (b = bit más alto de x); p. ej. { $example }.
narration-tcd-untraced = { $n ->
        [one] { $n } mensaje
       *[other] { $n } mensajes
    } sin regla registrada; p. ej. { $example }.
# $dir es right, left, down o up.
narration-tcd-goes = {" "}Va { $dir ->
        [right] hacia la derecha
        [left] hacia la izquierda
        [down] hacia abajo
       *[up] hacia arriba
    }.
# $eye es "upper-right" (el ojo superior derecho) o "lower-half" (el ojo de la mitad inferior).
narration-tcd-frame = {" "}Aquí { $point } está arriba a la izquierda en la { $kind ->
        [mesh] malla
       *[other] submalla
    } { $sides }, tal como se dibuja, así que el { $eye ->
        [upper-right] ojo superior derecho
       *[other] ojo de la mitad inferior
    } está { $dir ->
        [right] a la derecha
        [left] a la izquierda
        [down] abajo
       *[up] arriba
    }.
# $place es upper-right, lower-left o lower-right.
narration-tcd-frame-turned = {" "}Aquí { $point } está { $place ->
        [upper-right] arriba a la derecha
        [lower-left] abajo a la izquierda
       *[other] abajo a la derecha
    } en su { $kind ->
        [mesh] malla
       *[other] submalla
    } { $sides }, así que el algoritmo gira esa { $kind ->
        [mesh] malla
       *[other] submalla
    } { $place ->
        [upper-right] un cuarto de vuelta en sentido antihorario
        [lower-left] un cuarto de vuelta en sentido horario
       *[other] media vuelta
    } para dejarlo arriba a la izquierda: el { $eye ->
        [upper-right] ojo superior derecho
       *[other] ojo de la mitad inferior
    } queda entonces { $dir ->
        [right] a la derecha
        [left] a la izquierda
        [down] abajo
       *[up] arriba
    } en la página.
# $order y $plain son órdenes de ejes (yx, xy).
narration-tcd-route-clash = {" "}{ $n ->
        [one] { $n } mensaje encaminado
       *[other] { $n } mensajes encaminados
    } { $order } en vez de { $plain }: { $plain } compartiría el enlace { $link } con { $from } → { $to }.
narration-tcd-route-symmetry = {" "}{ $n ->
        [one] { $n } mensaje encaminado
       *[other] { $n } mensajes encaminados
    } { $order } en vez de { $plain }: la imagen por la simetría del encaminamiento x primero en la malla girada.
narration-tcd-route-free = {" "}{ $n ->
        [one] { $n } mensaje encaminado
       *[other] { $n } mensajes encaminados
    } { $order } en vez de { $plain }, para que ningún enlace lleve dos mensajes del paso.

## El plan recursivo por subcubos, el óptimo exhaustivo, el certificado

narration-recursive-cite = castlab (docs/explanations: la familia recursiva); contiene 000 Algoritmo 1
narration-recursive-line-dp = Para cada nivel y cada poseedor T, una PD da A_π(T): la mínima TCD cuando el subcubo de T informa a los demás según el orden de ejes π (distancia + el coste propio del subcubo receptor, mediante transformadas de distancia L1).
narration-recursive-line-order = Elegir el orden de ejes π con el menor A_π(S).
narration-recursive-line-step = Paso i: cada subcubo informado envía a través del eje π_i al nodo del subcubo receptor que minimiza la distancia más el coste restante de ese subcubo.
narration-recursive-line-repeat = Cada subcubo repite desde el nodo al que se envió.
narration-recursive-ties = {" "}Desde esta fuente empata con el algoritmo de los artículos: TCD { $this }.
narration-recursive-saves = {" "}Desde esta fuente las elecciones ahorran { $saved ->
        [one] { $saved } salto
       *[other] { $saved } saltos
    } frente al algoritmo de los artículos ({ $this } frente a { $paper }).
narration-recursive-loses = {" "}Desde esta fuente: TCD { $this } frente a { $paper } de los artículos.
narration-exact-cite = castlab: una programación dinámica sobre subconjuntos (N ≤ 16)
narration-exact-line-define = f(A, s): la mínima TCD para informar al conjunto A desde s ∈ A en log₂|A| pasos; f({"{"}s{"}"}, s) = 0.
narration-exact-line-recurrence = f(A, s) = mínimo sobre mitades B ⊂ A∖{"{"}s{"}"}, |B| = |A|/2, y r ∈ B de dist(s, r) + f(A∖B, s) + f(B, r).
narration-exact-line-emit = Emitir: s envía a r, el r de la mejor división; luego A∖B desde s y B desde r, un paso después.
narration-optimum-cite = castlab-prove: un testigo SAT con su demostración verificada (docs/certified.md)
narration-optimum-line-numbers = El certificado numera los nodos 0 … N − 1, la fuente 0.
narration-optimum-line-step = Paso b + 1: cada número x con bit más alto b recibe de x − 2^b.
narration-optimum-line-proof = Ningún plan tiene una TCD menor: se volvió a verificar la demostración del solucionador para la siguiente cota menor.

## Redes WK (artículo 001)

narration-fang-cite = 001 §3: difusión desde una esquina (1.x) y difusión general (2.x)
narration-fang-line-source = Fuente s: una esquina (p)^L envía p a sus vecinos internos; cualquier otra s envía (0, cor-id(s)) a sus vecinos internos y (cor-level(s), flip-cor-id(s)) por su enlace entre clústeres.
narration-fang-line-spread = (1.1), (2.1): una etiqueta recibida por un enlace entre clústeres va, sin cambios, a cada vecino interno.
narration-fang-line-corner = (1.2.2.1): p recibida por un enlace interno sale por el enlace entre clústeres cuando flip-cor-id(v) = p.
narration-fang-line-higher = (2.2.2): (m, t) recibida por un enlace interno, c = cor-level(v) > m: enviar (c, flip-cor-id(v)) por el enlace entre clústeres.
narration-fang-line-matching = (2.2.4.1): c < m y flip-cor-id(v) = t: reenviar (m, t) por el enlace entre clústeres.
narration-fang-line-stop = Si no, parar: (1.2.1) una esquina de la red, (1.2.2.2), (2.2.1), (2.2.3) c = m, (2.2.4.2).
narration-stack-cite = 001 §1, que describe la difusión de Chen y Duh
narration-stack-line-source = Fuente: apilar L; enviar la pila por cada enlace.
narration-stack-line-pop = Un nodo alcanzado por un enlace con etiqueta i (0: interno) desapila mientras la cima sea ≤ i y luego apila i.
narration-stack-line-send = Envía la pila por cada enlace cuya etiqueta no está en ella.
# $n entregas, una de ellas de $from a $to con la etiqueta $label.
narration-wk-start-inner = La fuente envía a { $n ->
        [one] { $n } vecino interno
       *[other] { $n } vecinos internos
    } de su propio clúster más pequeño; p. ej. { $from } → { $to } con { $label }.
narration-wk-start-inter = La fuente envía también por su enlace entre clústeres: { $from } → { $to } con { $label }.
# $senders nodos pasan la etiqueta en $n mensajes.
narration-wk-spread = { $senders ->
        [one] { $senders } nodo alcanzado por un enlace entre clústeres pasa
       *[other] { $senders } nodos alcanzados por un enlace entre clústeres pasan
    } la etiqueta, sin cambios, a cada vecino interno ({ $n ->
        [one] { $n } mensaje
       *[other] { $n } mensajes
    }); p. ej. { $from } → { $to } con { $label }.
narration-wk-corner = { $n ->
        [one] { $n } nodo pasa la etiqueta de esquina por su
       *[other] { $n } nodos pasan la etiqueta de esquina por su
    } enlace entre clústeres, porque el nodo del otro lado termina en el dígito p de la etiqueta (flip-cor-id(v) = p en el artículo); p. ej. { $from } → { $to } con { $label }.
narration-wk-higher = { $n ->
        [one] { $n } nodo envía una nueva etiqueta por su
       *[other] { $n } nodos envían una nueva etiqueta por su
    } enlace entre clústeres, porque ese enlace es de un nivel más alto que cualquiera que la etiqueta haya cruzado (cor-level(v) > m en el artículo): la nueva etiqueta es ese nivel y el último dígito del nodo al que llega (flip-cor-id(v)); p. ej. { $from } → { $to } con { $label }.
narration-wk-matching = { $n ->
        [one] { $n } nodo pasa la etiqueta, sin cambios, por su
       *[other] { $n } nodos pasan la etiqueta, sin cambios, por su
    } enlace entre clústeres, porque ese enlace es de un nivel más bajo que el m de la etiqueta (cor-level(v) < m) y lleva a un nodo que termina en el dígito t de la etiqueta (flip-cor-id(v) = t); p. ej. { $from } → { $to } con { $label }.
narration-wk-stack = { $n ->
        [one] { $n } pila se envía
       *[other] { $n } pilas se envían
    } por enlaces cuya etiqueta no está en la pila; p. ej. { $from } → { $to } con { $label }.

## Difusión ordenada (artículo 003)

narration-orderly-cite = 003 §1.3 (difusión ordenada); Π: 003 §3.2, Π_d: §4.2
narration-orderly-line-origin = El originador tiene el mensaje en el instante 0.
narration-orderly-line-send = Un vértice informado en el instante t envía por la etiqueta i de su lista en el instante t + i, i = 1 … deg(v), haya recibido ya el destinatario o no (no adaptativo).
narration-orderly-line-first = Un vértice queda informado por el primer mensaje que le llega (en caso de empate, el del emisor de menor índice).
narration-orderly-line-pi = Las listas de Π (§3.2), según la columna j de un vértice, su segunda coordenada (dibujada como una fila del mapa): j = 0 y j = ℓ = { $ell } toman los casos c/d, cualquier otra j los casos a/b.
narration-orderly-reason = { $heard }{ $case }
narration-orderly-heard = { $n ->
        [one] { $n } vértice recibe
       *[other] { $n } vértices reciben
    } el mensaje primero por una arista con etiqueta { $label }: un emisor informado en el instante { $informed } usa la etiqueta { $label } en el instante { $informed } + { $label } = { $time }; p. ej. { $from } → { $to }.
narration-orderly-case-zero = {" "}{ $vertex } está en la columna j = 0 de §3.2 (su segunda coordenada, una fila del mapa; ℓ = { $ell }), así que su lista son los casos c/d.
narration-orderly-case-ell = {" "}{ $vertex } está en la columna j = ℓ = { $ell } de §3.2 (su segunda coordenada, una fila del mapa; ℓ = { $ell }), así que su lista son los casos c/d.
narration-orderly-case-other = {" "}{ $vertex } está en la columna j = { $column } de §3.2 (su segunda coordenada, una fila del mapa; ℓ = { $ell }), ni 0 ni ℓ, así que su lista son los casos a/b.

## El modelo clásico (telefónico) (003 §1.2.1)

narration-classical-line-holds = El originador tiene el mensaje antes de la ronda 1.
narration-binomial-title = El árbol binomial en el hipercubo Q_m
narration-binomial-cite = 003 §1.2.1 indica "Hypercube H_m : b(H_m) = m"; castlab da el árbol binomial, que lo alcanza
narration-binomial-line-round = Para i = 1 … m: en la ronda i cada vértice informado llama a su vecino a través de la dimensión i, cuya dirección difiere en el i-ésimo dígito desde la derecha.
narration-doubling-title = Duplicación en el grafo completo K_n
narration-doubling-cite = 003 §1.2.1 indica "Complete graph K_n : b(K_n) = ⌈log₂ n⌉"; castlab da la duplicación, que lo alcanza
narration-doubling-line-round = En cada ronda, cada vértice informado llama al siguiente vértice no informado en orden numérico, hasta que todos los vértices están informados.
narration-tree-title = La difusión por árbol generador
narration-tree-cite = castlab la formula (óptima en un árbol; en cualquier red, una cota superior)
narration-tree-line-build = Construir un árbol generador en anchura desde el originador: el padre de cada vértice es un vecino un salto más cerca con el menor número de hijos hasta el momento.
narration-tree-line-time = El tiempo de un subárbol es el máximo de i + (tiempo del subárbol de su i-ésimo hijo), con los hijos ordenados del más lento al más rápido.
narration-tree-line-first = Un vértice informado en la ronda t llama a su primer hijo, el subárbol más lento, en la ronda t + 1,
narration-tree-line-next = y a su i-ésimo hijo en la ronda t + i, una llamada por ronda.
narration-greedy-title = La heurística de emparejamiento
narration-greedy-cite = castlab la formula (una heurística: una cota superior de b(u))
narration-greedy-line-callers = En cada ronda, tomar los vértices informados que tienen un vecino no informado, primero los que tienen menos vecinos así.
narration-greedy-line-urgent = Cada uno llama a su vecino no informado libre más urgente: aquel cuyo subárbol en el árbol generador tarda más, luego el que tiene más capas detrás.
narration-greedy-line-augment = Un vértice que se queda sin vecino libre obtiene uno a lo largo de un camino de aumento, que mueve a otros llamantes a otros vecinos.
narration-greedy-line-repeat = Repetir hasta que ningún vértice informado tenga un vecino no informado.
narration-search-title = La búsqueda exhaustiva (b(u) exacto)
narration-search-cite = castlab la formula (profundización iterativa sobre conjuntos informados)
narration-search-line-deepen = Para r = el mínimo de rondas que permiten la duplicación y las distancias, r + 1, …: buscar los conjuntos informados que cada ronda puede alcanzar (cada llamante con un vecino no informado llama a uno) hasta que r rondas informen a todos los vértices.
narration-search-line-match = En cada ronda encontrada, emparejar los vértices recién informados con llamantes informados distintos (caminos de aumento).
# $n vértices llaman en la ronda $round; una llamada: $from → $to.
narration-classical-dimension = { $n ->
        [one] { $n } vértice llama
       *[other] { $n } vértices llaman
    } a través de la dimensión { $round }, al vecino cuya dirección difiere en el dígito { $round }.º desde la derecha; p. ej. { $from } → { $to }.
narration-classical-next-in-order = { $n ->
        [one] { $n } vértice llama
       *[other] { $n } vértices llaman
    } al siguiente vértice no informado en orden numérico; p. ej. { $from } → { $to }.
narration-classical-first-child-originator = { $n ->
        [one] { $n } vértice, el originador, llama
       *[other] { $n } vértices, el originador, llaman
    } a su primer hijo en el árbol generador, aquel cuyo subárbol tarda más; p. ej. { $from } → { $to }.
# $informed es la ronda en que se informó a los llamantes ($round − 1).
narration-classical-first-child = { $n ->
        [one] { $n } vértice informado en la ronda { $informed } hace
       *[other] { $n } vértices informados en la ronda { $informed } hacen
    } una primera llamada, al hijo en el árbol generador cuyo subárbol tarda más; p. ej. { $from } → { $to }.
narration-classical-next-child = { $n ->
        [one] { $n } vértice llama a su
       *[other] { $n } vértices llaman a su
    } siguiente hijo en el árbol generador, aquel cuyo subárbol tarda más después del anterior; p. ej. { $from } → { $to }.
narration-classical-urgent = { $n ->
        [one] { $n } vértice llama a su
       *[other] { $n } vértices llaman a su
    } vecino no informado libre más urgente; p. ej. { $from } → { $to }.
narration-classical-augmented = { $n ->
        [one] { $n } vértice llama a un vecino que le dio un camino de aumento
       *[other] { $n } vértices llaman a un vecino que les dio un camino de aumento
    }: un llamante se quedó sin vecino libre, así que los llamantes se movieron a lo largo del camino; p. ej. { $from } → { $to }.
narration-classical-searched = { $n ->
        [one] { $n } vértice llama a un vértice
       *[other] { $n } vértices llaman a un vértice cada uno
    }: los nuevos vértices del conjunto informado que la búsqueda encontró para la ronda { $round }; p. ej. { $from } → { $to }.

## Redes Manhattan Street (artículo 004)

narration-msn-route-title = encaminamiento más corto (Varvarigos 1998)
narration-msn-route-cite = 004 Ecs. (1)–(5)
narration-msn-route-line-map = Llevar el destino mediante el automorfismo R_s al desplazamiento (i, j) desde el origen.
narration-msn-route-line-family = Ec. (5): elegir la más corta de las cuatro familias de caminos NE, SW, SE, NW; su etiqueta de encaminamiento enumera los saltos (0: a lo largo de la fila, 1: a lo largo de la columna).
narration-msn-route-line-follow = Seguir la etiqueta desde s: cada 0 toma el enlace de fila, cada 1 el enlace de columna.
narration-msn-te-title = intercambio total en tiempo óptimo (Varvarigos 1998)
narration-msn-te-cite = 004 §4, Lemas 2–3, Ec. (28)
narration-msn-te-line-phases = Para cada par de desplazamientos i ≤ j, (i, j) ≠ (0, 0), ejecutar la fase P(i, j).
narration-msn-te-line-pair = P(i, j), i < j: cada nodo envía su paquete (i, j) por L^{"{"}(i,j){"}"} y su paquete (j, i) por el complemento, un salto por ranura.
narration-msn-te-line-diagonal = P(i, i): cada nodo divide su paquete (i, i) en mitades que toman L^{"{"}(i,i){"}"} y su complemento, un salto por media ranura.
narration-msn-mnb-title = difusión multinodo con los conjuntos A_i (Varvarigos 1998)
narration-msn-mnb-cite = 004 §5, Ec. (29)
narration-msn-mnb-line-sets = Elegir conjuntos de enlaces A_1 … A_m del árbol de difusión del origen, un enlace horizontal y uno vertical cada uno, cuyos trasladados A_i(x, y) son disjuntos.
narration-msn-mnb-line-slot = Ranura i: cada nodo (x, y) envía sus paquetes por el trasladado A_i(x, y).
narration-msn-areas-title = las áreas de destino (Varvarigos 1998)
narration-msn-areas-cite = 004 Ecs. (5)–(9), Figs. 3–4
narration-msn-areas-line-map = Llevar cada destino mediante el automorfismo R_s a su desplazamiento (x, y) desde el origen.
narration-msn-areas-line-family = Ec. (5): la más corta de las cuatro familias de caminos NE, SW, SE, NW nombra el área A_1 … A_4 del destino.
narration-msn-areas-line-distance = Ecs. (6)–(9): en cada área la distancia es una suma de x, y, X − x, Y − y y una constante fijada por las paridades de x e y.
narration-msn-rings-title = difusión multinodo en dos anillos hamiltonianos (Varvarigos 1998)
narration-msn-rings-cite = 004 §6, Ec. (30)
narration-msn-rings-line-build = Construir dos ciclos hamiltonianos disjuntos en aristas.
narration-msn-rings-line-split = Cada nodo divide su paquete en mitades, una por anillo.
narration-msn-rings-line-slot = Media ranura t: cada nodo reenvía los medios paquetes que tiene un salto a lo largo de cada anillo.
# $link es row (fila) o column (columna).
narration-msn-route-hop = Salto { $step } de { $hops }: la familia de caminos más corta es { $family }, cuya etiqueta de encaminamiento { $tag } dice { $digit } aquí, así que el paquete toma el enlace de { $link ->
        [row] fila
       *[other] columna
    }: { $from } → { $to }.
# $diagonal es yes cuando i = j (medios paquetes).
narration-msn-te-hop = Fase P({ $i },{ $j }), salto { $hop } de { $hops }{ $diagonal ->
        [yes] {" "}(medios paquetes)
       *[other] {""}
    }: los paquetes de esta fuente se mueven { $moves }; los { $nodes } nodos hacen lo mismo a la vez, así que cada enlace está ocupado.
narration-msn-te-moves-both = { $from } → { $to } por el camino de la fase L^{"{"}({ $i },{ $j }){"}"} y { $from2 } → { $to2 } por su complemento
narration-msn-te-moves-one = { $from } → { $to } por el camino de la fase L^{"{"}({ $i },{ $j }){"}"}
narration-msn-mnb-slot = Ranura { $step }: el trasladado de A_{ $step } en esta fuente usa { $links } enlaces, p. ej. { $from } → { $to }; los { $nodes } nodos envían por sus propios trasladados, que son disjuntos.
narration-msn-rings-slot = Media ranura { $step }: el medio paquete del anillo { $ring } avanza un salto, { $from } → { $to }; cada nodo reenvía a lo largo de ambos anillos a la vez.
narration-msn-areas-lies = { $from } → { $to } está en el área de su familia.

## Un plan propio (plan=): las reglas del modelo one-port

narration-plan-title = Su plan
narration-plan-cite = el modelo one-port de 000 y 002, verificado por castlab
narration-plan-line-source = antes del paso 1 solo la fuente tiene el mensaje
narration-plan-line-one-port = en cada paso cada nodo informado envía como mucho un mensaje (one-port)
narration-plan-line-route = un mensaje recorre su ruta, con cualquier número de saltos, dentro de su paso
narration-plan-line-once = cada nodo se informa exactamente una vez, y todos lo están en el último paso
narration-plan-line-contention = un paso no debería usar ningún enlace dos veces, ni con dos mensajes ni con una ruta (sin contención)
narration-plan-reason = { $sent }{ $clash }{ $broken }.{ $end }
narration-plan-sends-one = Su mensaje de { $from } a { $to } recorre { $hops ->
        [one] { $hops } salto
       *[other] { $hops } saltos
    }
narration-plan-sends-many = Sus { $n } mensajes recorren { $hops } saltos en total, p. ej. de { $from } a { $to }
narration-plan-crosses-twice = ; su mensaje de { $from } a { $to } en el paso { $step } cruza el enlace { $link-from }–{ $link-to } dos veces
narration-plan-crosses-shared = ; su mensaje de { $from } a { $to } en el paso { $step } cruza el enlace { $link-from }–{ $link-to }, que también usa el mensaje de { $other }
narration-plan-broken = . Regla incumplida: { $rule }
narration-plan-broken-end = {" "}Al final, una regla incumplida: { $rule }.

## Cuando una traza y su difusión no coinciden (un error)

narration-error-uncovered = el mensaje { $message } no tiene razón
narration-error-twice = el mensaje { $message } tiene dos razones
narration-error-unknown = una razón nombra el mensaje { $message }, que no se envía
narration-error-empty = la razón { $group } no cubre ningún mensaje
narration-error-untraced = el mensaje { $message } se envió sin regla registrada

## La página: el panel del pseudocódigo y el registro de pasos

narration-panel-name = El algoritmo
narration-tracing = Trazando la difusión…
narration-none-plan = Su plan no sigue las reglas de ningún algoritmo, así que ninguna línea de uno envía sus mensajes: recórralo paso a paso en el mapa; el panel de arriba lo verifica con las reglas del modelo.
narration-none-classical = Sin narración por encima de { $limit } vértices: las llamadas del plan no se enumeran con este tamaño, así que no hay rondas que narrar. El mapa sigue mostrando cuándo se informa cada vértice; un tamaño menor se narra ronda a ronda.
narration-none-adaptive = Sin narración para el modelo adaptativo: en él un vértice omite los vecinos de los que ya ha recibido, así que su lista cambia durante la difusión y ninguna línea de un algoritmo fijo envía cada mensaje. El mapa sigue mostrando cuándo recibe cada vértice; desmarque «Adaptativo» en el panel para la difusión narrada, no adaptativa.
narration-mismatch = La traza no coincide con la difusión: { $error }.
narration-line-count = {" "}· { $count } ahora
narration-lines-step = Solo las líneas de este paso
narration-lines-all = Las { $total } líneas
narration-lines-hidden = Las líneas que ejecuta cada paso vuelven a mostrarse cuando se responde la pregunta.
narration-log-name = Por qué se envía cada mensaje
narration-log-empty = Avance por la difusión paso a paso para leer por qué se envía cada mensaje.
narration-log-lead = Paso { $step } de { $steps }:{" "}
narration-log-line = línea { $line }:{" "}
narration-log-more = …y { $more } razones más en este paso.
narration-close = Cerrar
narration-export-reason = Paso { $step }, línea { $line }: { $sentence }
narration-key-broken = anillo morado (y flecha): los nodos que nombra la primera regla incumplida de su plan, { $rule }

## El control de pasos

narration-stepper-hidden = Plan oculto: pulse reproducir o elija un paso.
narration-stepper-before = Antes del paso 1: solo la fuente está informada (de { $steps } pasos).
narration-stepper-summary = Paso { $step } de { $steps }: { $messages ->
        [one] { $messages-shown } mensaje
       *[other] { $messages-shown } mensajes
    }, { $hops ->
        [one] { $hops-shown } salto
       *[other] { $hops-shown } saltos
    }; { $informed ->
        [one] { $informed-shown } nodo informado
       *[other] { $informed-shown } nodos informados
    }.
narration-stepper-step = Paso { $step } de { $steps }.
narration-stepper-play = Reproducir
narration-stepper-pause = Pausa
narration-stepper-first = Primer paso
narration-stepper-previous = Paso anterior
narration-stepper-previous-key = Paso anterior (,)
narration-stepper-next = Paso siguiente
narration-stepper-next-key = Paso siguiente (.)
narration-stepper-last = Último paso
narration-stepper-slider = Paso
narration-stepper-hide = Ocultar
narration-stepper-hide-title = Ocultar el plan

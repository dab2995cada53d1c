# Las salas de la página (web/src/pages.rs, web/src/pages/*).

## Comunes a todas las salas (pages.rs)

pages-waiting-readout = Los valores bajo el puntero vuelven en cuanto se responda la pregunta.
pages-numbers-waiting = Las cifras vuelven en cuanto se responda la pregunta: contienen su respuesta.
pages-trace-toggle-title = Mostrar el algoritmo junto a la imagen y explicar por qué se envía cada mensaje
pages-trace-hide = Ocultar el porqué
pages-trace-show = ¿Por qué? Narrar los pasos
pages-rules-classical = El modelo clásico (telefónico): en cada ronda cada vértice informado puede llamar a un vecino (en la red Manhattan Street, por uno de sus enlaces de salida de sentido único), y un vértice participa en a lo sumo una llamada por ronda. Cómo eligen sus llamadas los algoritmos de castlab se explica en cuanto se responda la pregunta.
pages-narrating-label = Por qué se envía cada mensaje
pages-numbers-label = Cifras
pages-map-label = Mapa
pages-computing-map = Calculando el mapa…
pages-keys-the-source = la fuente
pages-keys-the-originator = el originador

## Términos del glosario dentro de una frase

pages-term-time-step-optimal = óptimo en pasos de tiempo
pages-term-eye = ojo
pages-term-eyes = ojos
pages-term-routes = rutas
pages-term-verdict = veredicto

## La sala TCD (pages/tcd.rs)

pages-tcd-readout-run = Pase el puntero sobre un nodo o tóquelo para ver cuándo y de quién recibe el mensaje.
pages-tcd-readout-run-pick = Pase el puntero sobre un nodo o tóquelo para ver cuándo y de quién recibe el mensaje; haga clic o tóquelo para convertirlo en la fuente.
pages-tcd-readout-map = Pase el puntero sobre una celda o tóquela para ver su TCD como fuente.
pages-tcd-readout-map-pick = Pase el puntero sobre una celda o tóquela para ver su TCD como fuente; haga clic o tóquela para convertirla en la fuente.
pages-tcd-readout-compare = { $at }: TCD { $tcd } con { $algo }, { $other } con { $compared }, diferencia { $difference }
pages-tcd-readout-source = { $at }: TCD { $tcd } como fuente
pages-tcd-summary = { $sources } fuentes. TCD mínima { $least } (en { $count } fuentes), máxima { $largest }. Las mallas de cuatro o más dimensiones se muestran como cifras y tablas.
pages-tcd-some-optimal = Algunas fuentes óptimas:{" "}
pages-tcd-legend-difference = TCD con { $algo } menos TCD con { $compared } (saltos; negativo: { $algo } es mejor)
pages-tcd-legend = TCD de cada nodo como fuente (saltos, sumados sobre todos los mensajes)
pages-tcd-toggle-run = La difusión desde { $from }
pages-tcd-toggle-map = TCD de cada fuente
pages-tcd-run-numbers = números: el paso que informa al nodo
pages-tcd-key-eyes = ojos (Definiciones 2, 5, 7)
pages-tcd-key-best = otras fuentes óptimas
pages-tcd-key-source = fuente
pages-tcd-key-routes = rutas del paso (rojo: enlace compartido)
pages-tcd-least-key = Números: la menor TCD conocida desde el nodo; { $interval }: un intervalo certificado; { $found }: el mejor plan encontrado, sin nada demostrado por debajo.
pages-tcd-regions-key = Recuadros discontinuos: la submalla de la que se encarga cada nodo informado tras este paso; sus mensajes posteriores, y los de los nodos que informa, quedan dentro (Cang y Wu 1998, figs. 4–6; 2000, figs. 4b, 6, 7).
pages-tcd-table-caption = TCD con { $algo } desde cada fuente
pages-tcd-swept = la TCD con { $algo }
pages-tcd-swept-paper = el algoritmo de los artículos (Algoritmos 1 y 2)
pages-tcd-your-schedule = su plan
pages-tcd-title-run = Difusión desde { $from } mediante { $by } en { $net ->
    [torus] el toro
   *[other] la malla
} { $sides }
pages-tcd-short-title-run = Desde { $from }, { $net ->
    [torus] toro
   *[other] malla
} { $sides }
pages-tcd-title-map = Distancia total de comunicación de cada fuente con { $algo }, en { $net ->
    [torus] el toro
   *[other] la malla
} { $sides }
pages-tcd-short-title-map = TCD de cada fuente, { $net ->
    [torus] toro
   *[other] malla
} { $sides }
pages-tcd-explain-model = Una difusión desde la fuente llega a cada nodo en el menor número de pasos: { $oneport }, { $optimal }, cada mensaje encaminado por enlaces de la malla en un paso. La { $tcd } suma los saltos de todos sus mensajes.
pages-tcd-explain-map = Cada celda es una fuente, coloreada según la TCD del algoritmo elegido desde ella (oscuro: pocos saltos, amarillo: muchos; un mapa de diferencias es morado donde el algoritmo comparado es peor). Los anillos marcan los { $eyes }, los puntos las demás fuentes óptimas, el cuadrado la fuente. Un paso (o Reproducir) muestra en cambio la difusión de la fuente como recorrido: la fuente, los nodos informados antes y en este paso, los aún no informados, las { $routes } de cada paso (en rojo donde dos comparten un enlace) sobre un rastro de las anteriores; pase el puntero sobre un nodo para ver cuándo y de quién recibe el mensaje.
pages-tcd-explain-check = La comprobación del artículo da a cada afirmación un { $verdict } con las cifras que lo respaldan.
pages-tcd-explain-sweep = El primer gráfico da la { $tcd } desde la fuente del enlace (una esquina salvo que indique otra cosa) y desde un { $eye }, cada una recontada a partir de su plan, con las fórmulas cerradas de los artículos en discontinuo encima. El segundo cuenta las fuentes donde el mejor plan recursivo por subcubos supera al Algoritmo 1: donde falla el Teorema 2 del artículo.
pages-term-orderly-broadcasting = difusión ordenada

## La sala clásica (pages/classical.rs)

pages-classical-readout-none = Pase el puntero sobre un vértice o tóquelo para ver su dirección y cuándo recibe el mensaje; haga clic o tóquelo para convertirlo en el originador.
pages-classical-readout = { $vertex }: { $when }
pages-classical-readout-own = { $vertex }: { $when }; desde él la difusión tarda { $rounds } rondas
pages-classical-the-originator = el originador
pages-classical-informed = informado en la ronda { $arrival }
pages-classical-informed-by = informado en la ronda { $arrival } por { $caller } en la ronda { $round }
pages-classical-swept = la difusión clásica
pages-classical-title = { $algo } desde { $source } en { $network }: el modelo telefónico
pages-classical-short-title = Clásico, { $network }
pages-classical-models-hidden = Las cifras de los tres modelos quedan ocultas hasta que se responda la pregunta.
pages-classical-key-mesh = Cada vértice se dibuja en sus coordenadas (una malla de tres o más dimensiones como cortes uno junto a otro); una llamada une dos vecinos a un paso de distancia en un eje.
pages-classical-key-torus = Cada vértice se dibuja en sus coordenadas (un toro de tres o más dimensiones como cortes uno junto a otro); una llamada une dos vecinos a un paso de distancia en un eje, incluidos los enlaces de vuelta.
pages-classical-key-msn = Cada vértice se dibuja en sus coordenadas; los enlaces son de sentido único, así que una llamada va por un enlace de salida, de quien llama a quien es llamado.
pages-classical-key-wk = Los vértices se dibujan en la cuadrícula de sus direcciones, una celda cada uno en orden de dirección; una llamada une dos vecinos de la red, no de la cuadrícula.
pages-classical-key-graph = Una llamada une dos vecinos de la red, no de la cuadrícula.
pages-classical-explain-model = El modelo clásico (telefónico): en cada ronda cada vértice informado puede llamar a un vecino (en la red Manhattan Street, por uno de sus enlaces de salida de sentido único), y un vértice participa en a lo sumo una llamada por ronda. El primer mapa es el recorrido desde el originador, ronda a ronda; el segundo, el tiempo del algoritmo desde cada originador, donde se calculó.
pages-classical-explain-rounds = Cómo transcurren las rondas. La construcción publicada del hipercubo (el árbol binomial): en la ronda i cada vértice informado llama a su vecino a través de la dimensión i, el i-ésimo dígito de la dirección desde la derecha; así, un vértice recibe el mensaje en la ronda del dígito más a la izquierda en que su dirección difiere de la del originador. La duplicación en K_n: en cada ronda cada vértice informado llama al siguiente vértice no informado en orden numérico. La difusión por árbol generador (cualquier red): una vez informado, un vértice llama a sus hijos en un árbol generador en anchura, uno por ronda, primero el hijo cuyo subárbol necesita más tiempo; en un camino (una malla 1-D) el originador llama primero hacia el extremo más lejano. La heurística de emparejamiento (cualquier red): en cada ronda, tantos vértices informados como sea posible llaman a vecinos no informados distintos, primero los de mayor alcance. Las mallas, los toros, las redes WK-recursivas y las Manhattan Street no tienen aquí ninguna construcción clásica publicada: sus tiempos son los de las heurísticas (cotas superiores) o los de la búsqueda exhaustiva (N ≤ 64).
pages-classical-explain-models = Junto a él, la misma red bajo los otros dos modelos: { $orderly } con el orden natural de la red (el predeterminado de la vista ordenada) y la difusión desordenada (M1–M3), con las cotas entre ellos, cada una con su { $verdict }; una cota enunciada solo para grafos no dirigidos se marca como no aplicable en la red Manhattan Street.
pages-classical-explain-sweep = El tiempo de difusión clásica a medida que crece la familia, junto a sus cotas inferiores y el tiempo ordenado.
pages-term-wk = red WK-recursiva
pages-term-all-port = todos los puertos

## La sala WK (pages/wk.rs)

pages-wk-the-source = la fuente
pages-wk-informed = informado en el paso { $step } por { $from } con la etiqueta { $label }
pages-wk-not-reached = no alcanzado
pages-wk-free-link = ninguno (enlace libre)
pages-wk-readout = { $address }: { $when }; cor-id { $corid }, cor-level { $corlevel }, flip-cor-id { $flip }
pages-wk-readout-none-pick = Pase el puntero sobre un nodo o tóquelo para ver su dirección y cuándo recibe el mensaje; haga clic o tóquelo para convertirlo en la fuente.
pages-wk-readout-none = Pase el puntero sobre un nodo o tóquelo para ver su dirección y cuándo recibe el mensaje.
pages-wk-swept = la difusión WK-recursiva
pages-wk-key = Enlaces: gris dentro de un clúster WK(W, 1), coloreados y más gruesos según el nivel entre clústeres; los muñones son los enlaces libres. Los mensajes llevan su etiqueta (m, t).
pages-wk-outline-toggle = Grafo de contorno (Fang et al., Definición 5)
pages-wk-outline-key = Contorno: cada disco amarillo es un clúster WK({ $w }, 1) tomado como vértice; los enlaces gruesos los unen como WK({ $w }, { $l }) (Proposición 1), cada uno un nivel más bajo que en la red.
pages-wk-short-title = Desde { $source } en WK({ $w }, { $l })
pages-wk-title = { $algo } desde { $source } en WK({ $w }, { $l }): todos los puertos, un salto por paso
pages-wk-your-schedule = Su plan
pages-wk-explain-drawing = Una { $wk } dibujada como polígonos anidados: clústeres dentro de clústeres, enlaces coloreados por nivel. La difusión es por { $allport }: un nodo informado envía por todos sus enlaces a la vez, un salto por paso. Los nodos toman los colores del recorrido: informados antes, en este paso, todavía no.
pages-wk-explain-algorithms = El algoritmo de etiqueta constante decide a partir de una etiqueta (m, t), el nivel más alto recorrido y una esquina; la difusión basada en pila lleva todas las etiquetas de enlace recorridas. Ambas deben llegar a cada nodo exactamente una vez dentro del diámetro 2^L − 1; el panel lo comprueba, también con retardos aleatorios en los enlaces.
pages-wk-explain-sweep = La etiqueta constante frente a la difusión basada en pila a medida que crece la { $wk }: los bits de la etiqueta, la pila más grande y el trabajo de decisión de todos los nodos juntos.
pages-wk-keys-last-digit = la fuente a la dirección anterior o siguiente (su último dígito)
pages-wk-keys-digit-before = la fuente a la dirección W antes o después (el penúltimo dígito)
pages-term-msn = red Manhattan Street
pages-term-slot = ranura

## La sala MSN (pages/msn.rs)

pages-msn-readout = { $node }: { $hops } { $hops ->
    [one] salto
   *[other] saltos
} desde la fuente
pages-msn-readout-slot = { $node }: { $hops } { $hops ->
    [one] salto
   *[other] saltos
} desde la fuente; el paquete de { $source } llega a él en la ranura { $slot }
pages-msn-readout-phase = { $node }: { $hops } { $hops ->
    [one] salto
   *[other] saltos
} desde la fuente; el paquete de { $source } llega a él en la ranura { $slot }, al final de { $phase }
pages-msn-readout-none = Pase el puntero sobre un nodo o tóquelo para ver su distancia; haga clic o tóquelo para trazar la ruta hasta él (vista de ruta) o convertirlo en la fuente.
pages-msn-title = La red Manhattan Street { $sides }: { $view }
pages-msn-title-te = intercambio total, ranura a ranura
pages-msn-title-mnb = difusión multinodo, ranura a ranura
pages-msn-title-hamiltonian = dos ciclos hamiltonianos disjuntos en aristas
pages-msn-title-areas = la familia de caminos de cada destino (figs. 3–4)
pages-msn-title-route = distancias y rutas más cortas
pages-msn-short-title = MSN { $sides }: { $view }
pages-msn-short-te = intercambio total
pages-msn-short-mnb = difusión multinodo
pages-msn-short-hamiltonian = ciclos hamiltonianos
pages-msn-short-areas = familias de caminos
pages-msn-short-route = rutas
pages-msn-swept = la red Manhattan Street
pages-msn-table-caption = Saltos desde la fuente hasta cada nodo
pages-msn-explain-te = Intercambio total ({ $te }): cada nodo envía a todos los demás, fase a fase; naranja y azul son las dos etiquetas de encaminamiento de una fase, con todos los enlaces ocupados en cada ranura.
pages-msn-explain-mnb = Difusión multinodo ({ $mnb }): todos los nodos difunden a la vez; los nodos que tienen el paquete de esta fuente se van llenando ranura a ranura.
pages-msn-explain-hamiltonian = Dos ciclos, naranja y azul, cada uno pasa una vez por todos los nodos, sin compartir ningún enlace; la mitad de cada paquete recorre cada anillo.
pages-msn-explain-areas = Cada destino toma el color de la familia de caminos que llega antes a él desde la fuente (ec. (5)): las áreas A₁ … A₄ de las figs. 3–4 de Varvarigos; las celdas más pálidas son empates. El panel pone las sumas parciales de la ec. (10), obtenidas por búsqueda en anchura, junto a las fórmulas impresas del artículo.
pages-msn-explain-route = Distancias desde la fuente (más oscuro: más cerca); en naranja, la ruta más corta al destino según la ec. (5) del artículo, comprobada por búsqueda en anchura.
pages-msn-explain-streets = Una { $msn }: calles de sentido único, dibujadas con el norte arriba, con sus vueltas como muñones. Los paquetes avanzan por almacenamiento y reenvío, una { $slot } por enlace.
pages-msn-explain-sweep = La distancia media de la { $msn } frente a N, sobre todas las rutas, con la ec. (27) del artículo y el (X+Y)/4 del toro en discontinuo, y la cota de rendimiento que implica en el eje derecho.
pages-msn-keys-west-east = mover la fuente al oeste o al este
pages-msn-keys-north-south = mover la fuente al norte o al sur
pages-msn-keys-eight = mover 8 nodos a la vez
pages-term-orderly-broadcasting-start = Difusión ordenada
pages-term-diameter = diámetro

## La sala ordenada (pages/orderly.rs)

pages-orderly-the-originator = el originador
pages-orderly-informed-by = informado en el paso { $step } por { $from } a través de su etiqueta { $label }
pages-orderly-informed = informado en el paso { $step } por el originador
pages-orderly-readout-own = { $vertex }: { $when }; como originador termina en { $finish }
pages-orderly-readout = { $vertex }: { $when }
pages-orderly-readout-none-pick = Pase el puntero sobre un vértice o tóquelo para ver sus tiempos; haga clic o tóquelo para convertirlo en el originador.
pages-orderly-readout-none = Pase el puntero sobre un vértice o tóquelo para ver sus tiempos.
pages-orderly-fired-adaptive = Paso { $step }: cada vértice informado envía al siguiente vecino en su orden de etiquetas del que aún no ha recibido nada (el modelo adaptativo).
pages-orderly-fired-label = etiqueta { $label } { $n ->
    [one] del vértice
   *[other] de los { $count } vértices
} informados en el paso { $at }
pages-orderly-list-separator = ,{" "}
pages-orderly-fired-more = , y etiquetas más altas de vértices anteriores
pages-orderly-fired = Paso { $step }: cada vértice informado en el paso t envía por su etiqueta { $step } − t: { $labels }. { $informed } vértices quedan recién informados.
pages-orderly-family-key = Las etiquetas de cada vértice, en orden: { $order }.
pages-orderly-family-key-grid = Los vértices se dibujan en la cuadrícula de sus direcciones, una celda cada uno en orden de dirección, fila a fila; un enlace une dos vecinos de la red, no de la cuadrícula. Las etiquetas de cada vértice, en orden: { $order }.
pages-orderly-your-ordering = su ordenación
pages-orderly-title-grid = Difusión ordenada con { $algo } en { $net ->
    [torus] el toro
    [msn] la MSN
   *[other] la malla
} { $sides }{ $adaptive ->
    [yes] {" (adaptativa)"}
   *[other] {""}
}
pages-orderly-title-named = Difusión ordenada con { $algo } en { $network }{ $adaptive ->
    [yes] {" (adaptativa)"}
   *[other] {""}
}
pages-orderly-short-grid = Ordenada, { $net ->
    [torus] toro
    [msn] MSN
   *[other] malla
} { $sides }
pages-orderly-short-named = Ordenada, { $network }
pages-orderly-swept = la difusión ordenada con { $algo }
pages-orderly-table-caption = Tiempo de llegada desde el originador y tiempo de difusión de cada vértice como originador
pages-orderly-explain-model = { $orderly }: cada vértice etiqueta sus aristas de salida 1, 2, …, y un vértice informado en el instante t envía por la arista i en el instante t + i, sepa o no ya el vecino el mensaje.
pages-orderly-explain-maps = El primer mapa es el recorrido: el tiempo de llegada de cada vértice desde el originador elegido y, paso a paso, qué aristas lo informan y por qué etiqueta envía cada una. El segundo da { $bpiu }, el tiempo de difusión desde cada originador u; su máximo es { $bpig }. Las cotas al lado: el { $diameter } y la cota inferior de la tesis valen para cualquier ordenación, sus lemas y teoremas para Π; cada una recibe un { $verdict }.
pages-orderly-explain-sweep = Cada celda es un toro m × n, coloreado según { $bpig } − { $d }: cuántos pasos necesita la ordenación más allá del vértice más lejano. Un anillo marca un toro donde coincide con la cota del lema de la tesis, una cruz uno donde la supera: elija como ordenación el ℓ impreso en §3.1 para ver dónde ocurre. En tres dimensiones el color es el margen que deja la cota del Teorema 4.3.1.

## La sala de barrido (pages/sweep.rs)

pages-sweep-title = Un barrido de { $what } sobre { $range }
pages-sweep-to = {" "}a{" "}
pages-sweep-range-key = { $key } de { $range }
pages-sweep-range-sides = lados { $sides }, { $d }-D
pages-sweep-range-sizes = tamaños { $sizes }
pages-sweep-refused = Este barrido no puede ejecutarse en la página: { $why }. castlab sweep lo ejecuta en su propia máquina, hasta 2^{ $power } unidades de trabajo.
pages-sweep-computing = Calculando cada tamaño…
pages-sweep-chart-label = { $title }. Pase el puntero, toque o use las flechas para ver los valores de cada punto; la tabla de abajo los enumera todos.
pages-sweep-no-chart = Los gráficos dibujan uno o dos rangos; este barrido tiene más, y la tabla de abajo lo enumera.
pages-sweep-readout-none = Pase el puntero sobre un punto, tóquelo o llegue a él con las flechas para ver sus valores; haga clic en él (o pulse Intro) para abrir ese tamaño.
pages-sweep-open-size = Abrir este tamaño
pages-sweep-table = Tabla de cada tamaño ({ $rows } filas)
pages-sweep-ordering = Ordenación
pages-sweep-skipped = { $count } tamaños más del rango no corresponden
pages-sweep-skipped-first = El primero: { $why }
pages-sweep-sizes = { $sizes } tamaños, calculados por { $workers } { $workers ->
    [one] trabajador
   *[other] trabajadores
}.
pages-sweep-heading = Barrido
pages-sweep-range-label = Tamaños (A..B por lado, o A..B^d)
pages-sweep-range-aria = Los tamaños a barrer
pages-sweep-panel-note = Cada punto es una configuración; haga clic en él para abrirla. La tabla y las descargas contienen todos los valores, tal como los imprime castlab sweep.

## Los gráficos del barrido (pages/sweep/charts.rs, charts/*)

pages-chart-k = k (lado 2ᵏ)
pages-chart-tcd-source = TCD de la fuente (plan)
pages-chart-tcd-from = TCD desde { $source } (plan)
pages-chart-tcd-title = TCD por nodo frente a k: de cada plan, y las fórmulas cerradas de los artículos
pages-chart-tcd-axis = TCD por nodo (saltos)
pages-chart-tcd-recurrence = la recurrencia de los artículos (1998 ecs. (3)–(7), (12); 2000 ecs. (6)–(11), (15))
pages-chart-tcd-eye = TCD desde un ojo (plan)
pages-chart-tcd-eye-closed = fórmula cerrada en un ojo tal como se imprimió (Cang y Wu 1998 ec. (10), 2000 ec. (16))
pages-chart-beaten-title = Fuentes donde un plan válido supera al Algoritmo 1 (allí falla { $theorem })
pages-chart-beaten-axis = fuentes (%)
pages-chart-beaten-series = plan recursivo por debajo del Algoritmo 1
pages-chart-beaten-heat = Fuentes donde un plan válido supera al Algoritmo 1, { $first } × { $second }
pages-chart-beaten-value = fuentes superadas (%)
pages-chart-classical-title = Tiempo de difusión clásica frente a { $axis }
pages-chart-rounds = rondas
pages-chart-classical-b = b: el mejor plan de castlab desde la fuente
pages-chart-classical-lower = cota inferior: ⌈log₂ N⌉ o la excentricidad de la fuente
pages-chart-lemma-bound = cota del Lema 3.8.1/3.8.2
pages-chart-theorem-bound = cota del Teorema 4.3.1
pages-chart-orderly-title = Tiempo de difusión − diámetro de { $ordering } frente al lado
pages-chart-orderly-axis = pasos por encima del diámetro
pages-chart-orderly-over = tiempo de difusión − diámetro
pages-chart-bound-minus-d = { $bound } − D
pages-chart-lower-minus-d = cota inferior − D
pages-chart-orderly-heat = Tiempo de difusión − diámetro de { $ordering } en cada toro { $first } × { $second }
pages-chart-slack-heat = El margen del Teorema 4.3.1 para { $ordering }, toros { $first } × { $second } × …
pages-chart-slack-value = cota del Teorema 4.3.1 − tiempo de difusión
pages-chart-mark-equals = igual a la { $bound }
pages-chart-mark-exceeds = supera la { $bound }
pages-chart-msn-throughput = cota de rendimiento (eje derecho)
pages-chart-msn-title = Distancia media de la red Manhattan Street N × N, N = { $n }
pages-chart-msn-axis = distancia media (saltos)
pages-chart-msn-mean = distancia media (todas las rutas)
pages-chart-msn-torus = toro (X+Y)/4
pages-chart-msn-heat = Distancia media de la red Manhattan Street X × Y, { $first } × { $second }
pages-chart-msn-value = distancia media
pages-chart-the-source = la fuente
pages-chart-wk-fang = etiqueta constante (fang) desde { $source }
pages-chart-wk-stack = difusión basada en pila
pages-chart-wk-title = { $what } frente a { $axis }
pages-chart-wk-general = etiqueta constante desde 0…01 (no es una esquina): (m, t)
pages-chart-wk-bits-title = Bits de la etiqueta
pages-chart-wk-bits = bits
pages-chart-wk-stack-title = Pila más grande
pages-chart-wk-entries = entradas
pages-chart-wk-work-title = Trabajo total de decisión
pages-chart-wk-operations = operaciones
pages-chart-wk-work-value = trabajo total de la difusión basada en pila
pages-chart-certified-title = b^o − cota del Teorema 2.2.1 (demostrado por SAT)
pages-chart-certified-axis = pasos por encima de la cota
pages-chart-certified-proven = b^o demostrado
pages-chart-certified-open = abierto: entre la cota y este valor
pages-chart-certified-series-proven = b^o − cota (demostrado)
pages-chart-certified-series-open = ordenación certificada − cota (b^o abierto)
pages-chart-family-best = { $b }, lo mejor de castlab desde el vértice 0
pages-chart-family-exact = { $b } conocido exactamente
pages-chart-family-slowest = { $b }, originador más lento de { $algo } (tiempo de una heurística)
pages-chart-family-upper = cota superior ({ $bound })/{ $axis }
pages-chart-family-lower = cota inferior { $bound }/{ $axis } (asintótica)
pages-chart-family-bounds-title = b/{ $axis } de { $family } frente a las cotas de { $authors }
pages-chart-family-lower-log = cota inferior: ⌈log₂ N⌉ o la excentricidad del originador
pages-chart-family-classical-title = Tiempo de difusión clásica de { $family }, { $axis } = { $span }
pages-chart-family-rounds = { $b } (rondas)
pages-chart-family-rounds-per = { $b } (rondas por dimensión)
pages-chart-family-bpi = b^Π(G) de { $ordering }
pages-chart-family-lower-bound = cota inferior
pages-chart-family-thesis = { $paper } §1.2.2, resultado 4: m(m + 1)/2, el peor caso de la difusión desordenada M3
pages-chart-family-orderly-title = Tiempo de difusión ordenada de { $family }, { $axis } = { $span }
pages-chart-family-explain-orderly = Cada punto es un tamaño de la familia: b^Π(G), el tiempo de difusión ordenada de la ordenación del enlace sobre todos los originadores, junto a su cota inferior, el diámetro. En Q_m la curva discontinua m(m + 1)/2 es el peor tiempo de difusión desordenada M3 que Taslakian 2004 §1.2.2 enumera como su resultado 4 (impreso allí como tiempo ordenado: véase la fe de erratas de castlab); la ordenación por dimensiones lo alcanza en cada m.
pages-chart-family-explain-classical = Cada punto es un tamaño de la familia: el mejor plan clásico (modelo telefónico) de castlab desde el vértice 0, marcado donde su tiempo es exactamente b, y el originador más lento del algoritmo del enlace, el tiempo de una heurística: puede quedar por encima de una cota superior publicada sin violarla, pues una cota se refiere al mejor plan. En BF(m) y UB(2, m) los tiempos se dividen por m, frente a las cotas publicadas como líneas discontinuas: para BF(m) la cota superior 2m − 1 y la cota inferior 1,7417m, para UB(2, m) la conocida cota superior 1,5m + 1,5 y la cota inferior 1,3171m; ambas cotas inferiores valen solo para m grande. Fuente: R. Klasing, B. Monien, R. Peine y E. A. Stöhr, «{ $title }», Discrete Applied Mathematics 53 (1994).
paper-title-klasing-1994 = Broadcasting in butterfly and deBruijn networks

# The authors of the butterfly and de Bruijn bounds, as a chart's title names them.
pages-chart-klasing-authors = Klasing, Monien, Peine y Stöhr

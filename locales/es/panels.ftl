# The page's panels and controls (web/src/components: controls, share, the panels; web/src/state: plans, answers).

## Controls (controls.rs)

panels-network = Red
panels-view = Vista
# WK(W, L): a level of the select, with the network's node count
panels-wk-level = { $level } ({ $nodes } nodos)
panels-sides = Lados
panels-sides-description = Longitudes de los lados, primero x, por ejemplo 9x13
# A family's size field: $key is its size symbol (m or n)
panels-family-size-range = { $key }, de { $least } a { $most }
# A family's size in its menu: $title is the graph's symbol (Q_4, BF(3)), $vertices its vertex count
panels-family-size-option = { $title } ({ $vertices } vértices)
panels-dimensions = Dimensiones
# A cube's dimension count: 2-D, 3-D
panels-cube-dims = { $d }-D
panels-side = Lado
panels-ordering = Ordenación
panels-algorithm = Algoritmo
# The comparison select: compare with no other algorithm
panels-compare-none = ninguno
panels-compare = Diferencia con
panels-originator = Originador
panels-source = Fuente
panels-wk-source-description = Dirección de la fuente, un dígito por nivel, el más significativo primero
panels-grid-source-description = Coordenadas de la fuente, separadas por comas, primero x
panels-destination = Destino
panels-destination-description = Coordenadas del destino x,y

## Share (share.rs)

panels-share = Compartir esta vista
panels-copy-link = Copiar enlace
panels-copy-markdown = Copiar como Markdown
panels-embed = Insertar…
# An embed option: the embedded page cannot change the configuration
panels-embed-read-only = solo lectura
# An embed option: the steps play on their own
panels-embed-autoplay = reproducción automática
panels-embed-panel = panel
# The embed's panel shows the numbers
panels-embed-panel-metrics = métricas
# The embed shows no panel
panels-embed-panel-none = ninguno
panels-embed-theme = tema
panels-theme-auto = automático
panels-theme-light = claro
panels-theme-dark = oscuro
# A theme of high contrast for a room's projector
panels-theme-projector = proyector
panels-embed-snippet = Código para insertar
panels-copy-snippet = Copiar código
panels-embed-note = Péguelo en la página de un curso. Sin script, el recuadro es 4:3; el script opcional lo ajusta al contenido.
# An HTML comment in the embed snippet, above its optional script
panels-embed-script-comment = Opcional: ajusta el recuadro a la altura del contenido insertado.
panels-link-copied = Enlace copiado.
panels-markdown-copied = Enlace Markdown copiado.
panels-snippet-copied = Código para insertar copiado.
panels-clipboard-refused = El navegador rechazó el portapapeles; seleccione el texto y cópielo.

## Keyboard shortcuts (shortcuts.rs)

panels-keys-title = Atajos de teclado
panels-keys-close-button = Cerrar
panels-keys-anywhere = En cualquier lugar
panels-keys-focus = el control siguiente o anterior
panels-keys-this-list = esta lista
panels-keys-close = cerrarla
panels-keys-on-chart = En un gráfico (con un clic o llegando con Tab)
panels-keys-chart-point = el punto anterior o siguiente
panels-keys-chart-size = el tamaño de arriba o de abajo (cuadrículas de calor)
panels-keys-chart-ends = el primer o el último punto
panels-keys-chart-open = abrir el tamaño resaltado
panels-keys-chart-values = los valores de un punto
panels-keys-chart-click = abrir ese tamaño
panels-keys-pointer = Ratón y pantalla táctil
# $moved is who moves, as the page words it (the source, the originator: the object of the sentence); $axis is x, y or z
panels-keys-move = mover { $moved } a lo largo de { $axis }
panels-keys-move-eight = mover 8 nodos a la vez
panels-keys-on-drawing = En el dibujo (con un clic o llegando con Tab)
panels-keys-zoom = acercar, alejar
panels-keys-whole = mostrar la red entera
panels-keys-zoom-pointer = hacer zoom alrededor del puntero
panels-keys-pan = desplazar, una vez ampliado
panels-keys-pinch = zoom (táctil)
panels-keys-tap-pick = elegir un nodo y mostrar sus números (táctil)
panels-keys-tap-show = mostrar los números de un nodo (táctil)
panels-keys-steps = Los pasos
panels-keys-press = en Reproducir/Pausa o en un botón de paso: pulsarlo
panels-keys-slider = en el control deslizante de pasos: un paso, el primero, el último
panels-keys-next-step = el paso siguiente o anterior, desde cualquier lugar de la página
# Keys as the keyboard names them
panels-key-tab = Tab, Mayús + Tab
panels-key-escape = Esc
panels-key-home-end = Inicio Fin
panels-key-arrows-home-end = ← → Inicio Fin
panels-key-enter = Intro
panels-key-enter-space = Intro, Espacio
panels-key-page-up-down = Re Pág, Av Pág
panels-key-shift-arrow = Mayús + flecha
panels-key-ctrl-wheel = Ctrl + rueda, ⌘ + rueda
# Gestures of the mouse and touch
panels-key-hover-tap = pasar el puntero, tocar
panels-key-click = clic
panels-key-drag = arrastrar
panels-key-pinch = pellizcar
panels-key-tap = tocar

## A source's numbers (metrics.rs)

panels-computing = calculando…
panels-from-map-checking = (del mapa; comprobando el plan…)
panels-source-each-algorithm = Esta fuente con cada algoritmo
# A badge: the source is an eye of the TCD map (a local optimum the papers name so)
panels-eye = ojo
panels-your-schedule-tcd = su plan (plan=), comprobado como los de castlab
panels-tcd-recounted = recontado a partir de las rutas del plan explícito
panels-steps = Pasos
panels-steps-optimal = = ⌈log₂N⌉, óptimo en pasos
panels-steps-not-optimal = ≠ ⌈log₂N⌉: no es óptimo en pasos
panels-messages = Mensajes
panels-messages-why = uno por nodo informado
panels-valid-schedule = Plan válido
panels-valid-schedule-why = one-port; cada nodo informado exactamente una vez
panels-contention-free = Sin contención
panels-contention-given = las rutas del plan, comprobadas tal como se dan: ningún enlace dos veces en un paso
# $method is how the routes were found (panels-method-…)
panels-contention-ordered = rutas ordenadas por dimensión, ningún enlace dos veces en un paso ({ $method })
panels-method-greedy = voraz
panels-method-exhaustive = exhaustiva
panels-method-inconclusive = no concluyente
panels-papers-recurrence = Recurrencia de los artículos
panels-least-tcd = TCD mínima
# $sources and $count are written with their digits grouped
panels-least-tcd-why = sobre las { $sources } fuentes, alcanzada en { $count } de ellas
panels-largest-tcd = TCD máxima
panels-largest-tcd-why = sobre todas las fuentes

## The paper check, the certificate and the least TCD (claims.rs, certificate.rs, least_panel.rs)

panels-paper-check = Comprobación de los artículos
panels-cert-title = Óptimo demostrado
# A badge after the value
panels-cert-proven-optimum-badge = óptimo demostrado
# Between the proven lower and upper bound; $q is the quantity's symbol (TCD, b^o)
panels-cert-between = ≤ { $q } óptima ≤
panels-cert-proven-bounds = cotas demostradas
panels-cert-meets = el valor mostrado alcanza la cota inferior demostrada: es óptimo
panels-cert-above-optimum = el valor mostrado, { $value }, está { $gap } por encima del óptimo
panels-cert-above-bound = el valor mostrado, { $value }, está { $gap } por encima de la cota inferior demostrada; el testigo certificado alcanza { $upper }
panels-cert-invalid = El plan mostrado incumple una regla, así que su valor no se compara con el óptimo.
panels-cert-show = Mostrar el testigo certificado (cert=1); la comprobación de los artículos lee entonces las demostraciones
panels-least-title = TCD mínima conocida
# Before the selected source's value
panels-least-selected = Desde la fuente elegida:
panels-least-exact = exacto: la búsqueda sobre todos los planes (N ≤ 16)
panels-least-proven = demostrado: una refutación SAT un valor por debajo se encuentra con un plan
panels-least-interval = intervalo: una refutación SAT por debajo, el mejor plan por encima
panels-least-bound = cota: el mejor plan que construye castlab; nada demostrado por debajo
# How a source's least TCD is known, in one word (a badge)
panels-known-exact = exacto
panels-known-proven = demostrado
panels-known-interval = intervalo
panels-known-bound = cota
panels-printed-caption = Las fórmulas cerradas de los artículos, tal como se imprimieron, frente a los planes
# A column: the printed formula
panels-printed-formula = fórmula
# A column: which source the formula is about
panels-printed-source = fuente
# A column: the formula's value as printed
panels-printed-printed = impreso
# A column: the best schedule's TCD
panels-printed-schedule = plan
# A source at a corner of the grid
panels-corner = esquina

## WK broadcast (wk_panel.rs)

# While the panel waits for its report
panels-running = Ejecutando la difusión…
panels-wk-your-schedule = su plan (plan=), comprobado con las reglas del modelo all-port
# The algorithm's names (stack, fang) are link values; the authors' names stay
panels-wk-about-stack = stack: la difusión basada en pila de Chen y Duh, tal como la describen Fang, Liang, Chen y Ng (§1)
panels-wk-about-fang = fang: difusión desde una esquina y general (Fang, Liang, Chen y Ng, §3)
panels-wk-steps-why = la excentricidad de la fuente es { $eccentricity }; el diámetro 2^L − 1 = { $diameter }
panels-wk-exactly-once = Exactamente una vez
panels-wk-messages =
    { $n ->
    [one] { $n } mensaje
    *[other] { $n } mensajes
    }
panels-wk-exactly-once-why = cada nodo salvo la fuente recibe un mensaje, todos los puertos, un salto por paso
panels-wk-random-delays = Retardos aleatorios
panels-wk-random-delays-why = sigue siendo exactamente una vez con retardos de enlace de 1 a 4 pasos, { $seeds } semillas
panels-wk-label = Etiqueta
panels-wk-bits = { $n } bits
panels-wk-decision-cost = Coste de decisión
panels-wk-operations = como máximo { $n } operaciones por nodo
panels-wk-decision-cost-why = comparaciones, pops y pushes que hace un nodo para elegir adónde reenviar
panels-wk-both = Los dos algoritmos desde esta fuente
# Columns of the comparison
panels-wk-col-steps = pasos
panels-wk-col-label-bits = bits de etiqueta
panels-wk-col-stack = pila
panels-wk-col-max-cost = coste máx.
panels-wk-col-total-cost = coste total
panels-wk-node-table = Tabla de nodos ({ $n } nodos)
# A column: the node's address (cor-id, cor-level, flip-cor-id stay as the paper names them)
panels-wk-col-address = dirección
# A node whose flip link leads out of the network
panels-wk-free-link = enlace libre
panels-wk-table-limit = La tabla de nodos se muestra para redes de hasta { $n } nodos.

## Manhattan Street networks (msn_panel.rs, msn_key.rs)

# While a panel waits for its report
panels-computing-panel = Calculando…
# Followed by the drawn node's coordinates
panels-msn-every-node-sends = Todos los nodos envían; se dibujan los paquetes de
panels-msn-destination-why = haga clic en un nodo para trazar la ruta hasta él
panels-msn-distance = Distancia
# $family is the path family (NE, SW, SE, NW)
panels-msn-distance-why = Varvarigos 1998, Ec. (5), camino { $family }; la búsqueda en anchura da { $bfs }
panels-msn-routing-tag = Etiqueta de encaminamiento
panels-msn-routing-tag-why = 0: salto horizontal, 1: salto vertical
panels-msn-mean-distance = Distancia media
# $eq27 is the paper's value as a fraction
panels-msn-mean-distance-why = = { NUMBER($mean, minimumFractionDigits: 4, maximumFractionDigits: 4) }; Ec. (27): { $eq27 }
panels-diameter = Diámetro
panels-msn-diameter-why = distancia máxima
panels-msn-throughput = Rendimiento
panels-msn-throughput-bound = λ ≤ { NUMBER($bound, minimumFractionDigits: 4, maximumFractionDigits: 4) }
panels-msn-throughput-why = 2/D̄ por nodo (§3); una malla bidireccional con enlaces envolventes tiene D̄ = { $mesh }
panels-msn-slots = Ranuras
panels-msn-te-slots-why = intercambio total simulado ranura a ranura; H/2 según la Ec. (28): { $slots }
panels-msn-no-collisions = Sin colisiones
panels-msn-te-no-collisions-why = ningún enlace dirigido lleva dos paquetes en una ranura
panels-msn-utilization = Utilización
panels-msn-percent-whole = { NUMBER($percent, maximumFractionDigits: 0) } %
panels-msn-percent-two = { NUMBER($percent, minimumFractionDigits: 2, maximumFractionDigits: 2) } %
panels-msn-te-utilization-why = ranuras de enlace ocupadas
panels-msn-shortest-paths = Caminos más cortos
panels-msn-shortest-paths-why = cada paquete, y cada nodo recibe todos los paquetes
panels-msn-mnb-slots-why = difusión multinodo; cota inferior N²/2 = { $bound } (Ec. (29))
panels-msn-mnb-no-collisions-why = las traslaciones A_i(x, y) son disjuntas; cada nodo recibe todos los paquetes
panels-msn-mnb-utilization-why = todos los enlaces ocupados salvo en la última ranura
panels-msn-construction = Construcción
panels-msn-backtracks = { $n } retrocesos
panels-msn-areas = Áreas
panels-msn-areas-why = destinos a los que cada familia de caminos llega primero (Ec. (5)); { $tied } empatan
panels-msn-hamiltonian = Hamiltoniano
panels-msn-hamiltonian-why = ambos ciclos visitan cada nodo una vez
panels-msn-edge-disjoint = Disjuntos en aristas
panels-msn-edge-disjoint-why = el naranja y el azul no comparten ningún enlace
panels-msn-ring-mnb = MNB en anillo
panels-msn-ring-mnb-why = (N² − 1)/2 ranuras con paquetes divididos (Ec. (30))
panels-msn-sums-caption = Ec. (10): las distancias desde un nodo sumadas por clase de paridad
# Columns of the partial sums
panels-msn-col-class = clase
# Eq. (10)'s classes of destinations by the parities of their coordinates.
panels-msn-class-odd-odd = x impar, y impar
panels-msn-class-even-even = x par, y par
panels-msn-class-odd-even = x impar, y par
panels-msn-class-even-odd = x par, y impar
panels-msn-col-bfs = BFS
panels-msn-col-printed = como se imprimió
panels-msn-col-appendix = Apéndice

## The MS network's key (msn_key.rs)

# What the colours of the total exchange mean
panels-msn-key-tag = los saltos de esta ranura, según la etiqueta de encaminamiento de la fase
panels-msn-key-complement = según su complemento
panels-msn-key-done = saltos hechos antes en la fase
panels-msn-key-ahead = saltos aún por venir
panels-msn-key-reached = dónde llegan los paquetes de la fase
panels-msn-key-drawn-source = fuente (cuyos paquetes se dibujan)
panels-msn-key-holds = tiene el paquete de la fuente
panels-msn-key-not-yet = todavía no
panels-msn-key-slot-links = enlaces de esta ranura
panels-msn-key-source = fuente
# The two Hamiltonian cycles
panels-msn-key-cycle-1 = ciclo 1
panels-msn-key-cycle-2 = ciclo 2
panels-msn-key-half-packets = los medios paquetes de la fuente tras esta media ranura
panels-msn-key-route = ruta más corta al destino (Ec. (5))
panels-msn-key-route-pointer = ruta más corta al nodo bajo el puntero
panels-msn-key-destination = destino
# The four areas of the paper, by compass direction
panels-msn-key-ne = A₁, NE (noreste)
panels-msn-key-sw = A₂, SW (suroeste)
panels-msn-key-se = A₃, SE (sureste)
panels-msn-key-nw = A₄, NW (noroeste)
panels-msn-key-tie = más claro: dos familias empatan
# The route view's colour scale
panels-msn-key-hops = Saltos desde la fuente (más oscuro: más cerca)

## Orderly broadcasting (orderly_panel.rs)

panels-orderly-title = Difusión ordenada
panels-orderly-no-symmetry = la ordenación no tiene simetría que aprovechar, así que se propagó cada originador
panels-orderly-one-symmetry = 1 simetría de la ordenación (comprobada) permitió que un originador represente a su órbita
# $n is written with its digits grouped
panels-orderly-symmetries = { $n } simetrías de la ordenación (comprobadas) permitieron que un originador represente a cada órbita
# $worst and $computed are written with their digits grouped; $symmetry is one of panels-orderly-…-symmetry
panels-orderly-whole-why = el mayor sobre todos los originadores, alcanzado por { $worst } de ellos; { $computed } propagados; { $symmetry }
panels-orderly-whole-why-parallel = el mayor sobre todos los originadores, alcanzado por { $worst } de ellos; { $computed } propagados por { $workers } workers en paralelo; { $symmetry }
panels-orderly-from-source-why = la última llegada desde este originador
panels-lower-bound = Cota inferior
panels-orderly-classical = b(src) clásico
panels-orderly-classical-why = probados todos los planes one-port
panels-orderly-optimum-why = probadas todas las ordenaciones
panels-bounds-caption = Valor exacto frente a las cotas de la tesis
# Columns of the bounds' table
panels-bounds-col-bound = cota
panels-bounds-col-value = valor
panels-bounds-col-what = significado
panels-messy-caption = Difusión desordenada desde el originador ({ $trials } ejecuciones con semilla cada una)
# Columns of the messy runs
panels-messy-col-model = modelo
panels-messy-col-min = mín.
panels-messy-col-median = mediana
panels-messy-col-max = máx.
panels-messy-col-worst = peor caso
panels-messy-worst-title = la finalización más tardía sobre todas las elecciones que pueden hacer los vértices, por búsqueda exhaustiva
# A worst case found by exhaustive search
panels-exact-value = { $value } (exacto)
panels-orderly-labels-toggle = Mostrar la etiqueta de cada arista
panels-orderly-adaptive-toggle = Adaptativo (omitir los vecinos de los que ya se recibió)
panels-search-title = Mejores ordenaciones
panels-search-stop = Detener
panels-search-start = Buscar (semilla { $seed })
panels-search-status = { $done } de { $total } ordenaciones evaluadas; mejor b^Π(G) = { $best } (inicio { $start })
panels-search-status-better = { $done } de { $total } ordenaciones evaluadas; mejor b^Π(G) = { $best } (inicio { $start }): mejor que el inicio
panels-search-adopt = Adoptar (algo=search)
panels-search-hint = Una búsqueda local con semilla en el worker: intercambia etiquetas (en los toros, por clases enteras (i mod 2, j), conservando la simetría de Π) y se queda con lo que no es peor.
# $start is the starting ordering's name in the link (algo=)
panels-search-result-better = Esta ordenación: la mejor de { $tried } probadas desde { $start }; b^Π(G) { $from } → { $to }, mejor que el inicio.
panels-search-result-same = Esta ordenación: la mejor de { $tried } probadas desde { $start }; b^Π(G) { $from } → { $to }, no mejor que el inicio.

## The classical model and the census (classical_panel.rs, census_panel.rs)

# A verdict of a bound
panels-verdict-holds = se cumple
panels-verdict-fails = no se cumple
panels-verdict-open = abierta
# The ? mark's tooltip: a claim neither refuted nor proven here.
panels-verdict-open-title = ni refutada ni demostrada
panels-verdict-not-applicable = no aplicable
# The accessible name of a ✓ or ✗ beside a check.
panels-check-yes = sí
panels-check-no = no
panels-classical-known-certified = b(u) exacto, certificado: SAT, comprobado con DRAT: el plan de un solver, revisado por el validador, y ninguno con una ronda menos
panels-classical-known-exact = b(u) exacto: la búsqueda exhaustiva probó todos los conjuntos de llamadas
panels-classical-known-optimal = b(u) exacto: el plan alcanza la cota inferior
panels-classical-known-bound-certified = una cota superior de b(u), que vale { $b } (certificado: SAT, comprobado con DRAT)
panels-classical-known-heuristic = una cota superior de b(u): el plan de una heurística, comprobado por el validador
panels-classical-certified-row = b(u) clásico, certificado
panels-orderly-certified-row = b^o(G) ordenado, el mejor de todas las ordenaciones
panels-certified-value = { $value } (certificado: SAT, comprobado con DRAT)
panels-census-classical-row = b(G) clásico, el originador más lento (censo, exacto)
panels-census-orderly-row = b^o(G) ordenado, el mejor de todas las ordenaciones (censo, exacto)
panels-census-messy-row = peores casos desordenados b^m₁(G), b^m₂(G), b^m₃(G) (censo, exacto)
# After the originator's address: the network it is in
panels-classical-in = en { $network }
panels-rounds = Rondas
panels-classical-lower-bound-why = ⌈log₂ N⌉ (los informados como mucho se duplican en cada ronda) o la excentricidad del originador
panels-three-models = Tres modelos desde este originador
panels-diameter-degree = diámetro D, grado máximo k
panels-classical-least-row = b(u) clásico, el menor que conoce castlab
# $by is the algorithm's heading
panels-classical-by-exact = { $value } ({ $by }, exacto)
panels-classical-by-bound = { $value } ({ $by }, cota superior)
panels-orderly-natural-row = b^Π(u) ordenado, la ordenación natural de la red
panels-over-every-originator = { $value } (sobre todos los originadores: { $whole })
# $model is the messy model's name (M1, M2, M3)
panels-messy-row = desordenada { $model } ({ $trials } ejecuciones con semilla)
panels-messy-range-worst = { $min }–{ $max }, el peor desde este originador { $worst }
panels-census-title = El censo: todos los grafos pequeños
panels-census-intro = Cada grafo conexo de 2 a 7 vértices (995, el número publicado), con sus tiempos hallados exactamente: b buscando en todos los planes, b^o en todas las ordenaciones, b^m₁…b^m₃ en todas las ejecuciones. Haga clic en una celda para abrir su primer grafo en el orden del censo.
panels-census-chart = Gráfico
# $x and $y are the measures' symbols
panels-census-against = { $y } frente a { $x }
panels-census-chart-title = { $y } frente a { $x }, { $n } grafos
# A heat cell's value: how many graphs
panels-census-graphs = grafos
panels-census-graph-shown = el grafo mostrado
panels-census-readout-none = Señale una celda para contar sus grafos; haga clic para abrir el primero.
panels-census-readout =
    { $x } = { $xv }, { $y } = { $yv }: { $count ->
    [one] { $count } grafo
    *[other] { $count } grafos
    }; el primero, G_{ $g }, se abre con un clic
panels-census-chart-label = Una cuadrícula de los grafos del censo según { $x } y { $y }
panels-census-relations-caption = Cada par x, y sobre los 995 grafos: cuántas veces x < y, x = y, x > y, y los primeros grafos con el mayor y el menor y / x (cada enlace muestra su x e y)
panels-census-largest = mayor y/x
panels-census-smallest = menor y/x

## Your own plan (plan_panel.rs, your_plan.rs, state/plan.rs)

panels-plan-your-schedule = Su plan
panels-plan-your-ordering = Su ordenación
panels-plan-edit = Editar como JSON
panels-plan-remove = Mostrar en su lugar el de castlab
panels-plan-checking = Comprobando su plan…
# The models a plan is checked by, with the papers' numbers
panels-plan-model-one-port = difusión one-port (000, 002)
panels-plan-model-all-port = difusión all-port (001)
panels-plan-model-store-forward = almacenamiento y reenvío (004)
panels-plan-model-orderly = difusión ordenada (003)
panels-plan-model-telephone = el modelo telefónico (003 §1.2.1)
# $model is one of panels-plan-model-…
panels-plan-valid = Válido: cumple todas las reglas de { $model }.
# Followed by the broken rule's name and message
panels-plan-invalid-in = No válido en { $model }:
panels-plan-show-step = Mostrar el paso { $step } en el mapa
panels-plan-broken-count = Reglas incumplidas en total: { $n }.
# Yours against a compared value
panels-plan-equal = igual
panels-plan-less = el suyo es { $n } menor
panels-plan-more = el suyo es { $n } mayor
panels-plan-not-compared-cell = no comparado
# $measure is the plan's measure (TCD, steps, rounds, …)
panels-plan-not-compared-schedule = El suyo no se compara: su plan incumple una regla, así que su valor de { $measure } no es el de un plan válido.
panels-plan-not-compared-schedule-plural = El suyo no se compara: su plan incumple una regla, así que sus { $measure } no son los de un plan válido.
panels-plan-not-compared-ordering = La suya no se compara: su ordenación incumple una regla, así que su valor de { $measure } no es el de una ordenación válida.
panels-plan-not-compared-ordering-plural = La suya no se compara: su ordenación incumple una regla, así que sus { $measure } no son los de una ordenación válida.
# After the plan's numbers
panels-plan-contention-free = ; ningún paso usa un enlace dos veces
panels-plan-contention = ; algún paso usa un enlace dos veces, con dos mensajes o una ruta (marcado en rojo en el mapa)
panels-plan-not-drawn = La imagen muestra las fases de 004; sus paquetes se comprueban y puntúan aquí, no se dibujan.
# Before the plan's value
panels-plan-measure = { $measure }:
panels-plan-messages = ; { $messages } mensajes
panels-plan-steps-messages = ; { $steps } pasos, { $messages } mensajes
# Columns of the plan's comparison
panels-plan-compared-with = Comparado con
panels-plan-how-known = Cómo se sabe
panels-plan-yours = El suyo
# A plan's measures
panels-measure-steps = pasos
panels-measure-half-slots = medias ranuras
panels-measure-rounds = rondas
panels-measure-broadcast-time = tiempo de difusión
panels-measure-broadcast-time-from = tiempo de difusión desde { $node }
panels-plan-file-too-big = { $file }: { $bytes } bytes; la página lee archivos de plan de hasta 4 MiB ({ $limit } bytes). castlab check FILE lee hasta 64 MiB.
panels-plan-file-unreadable = { $file }: el navegador no pudo leerlo
panels-plan-tools = Su propio plan u ordenación
panels-plan-own-schedule = Su propio plan:
panels-plan-own-ordering = Su propia ordenación:
panels-plan-open-file = Abrir un archivo…
panels-plan-download-schedule = Descargar el plan
panels-plan-download-ordering = Descargar la ordenación
panels-plan-tools-note = O arrastre un archivo de plan a la vista, o péguelo. castlab lo comprueba con las reglas del modelo, lo puntúa frente al artículo y al mejor conocido, y lo pone en el enlace. El formato: docs/formats en el repositorio de castlab; la misma comprobación en la línea de comandos: castlab check FILE.
panels-plan-editor = Editar el plan como JSON
panels-plan-json = El JSON del plan
panels-plan-apply = Comprobar y mostrar
panels-plan-cancel = Cancelar
panels-plan-waiting = La comprobación y la puntuación de su plan vuelven cuando se responda la pregunta.
# An embed's one-line plan verdict
panels-embed-plan-checking = Su plan: comprobando…
panels-embed-plan-error = Su plan: { $why }
panels-embed-schedule-valid = Su plan: válido, { $measure } { $value }
panels-embed-ordering-valid = Su ordenación: válida, { $measure } { $value }
# $rule is the broken rule's name
panels-embed-schedule-invalid-at = Su plan: no válido, { $rule } en el paso { $step }
panels-embed-ordering-invalid-at = Su ordenación: no válida, { $rule } en el paso { $step }
panels-embed-schedule-invalid = Su plan: no válido, { $rule }
panels-embed-ordering-invalid = Su ordenación: no válida, { $rule }
# A notice about the reader's plan file: the sentence, worded already
panels-plan-notice = { $message }
# $error is what the file's reader found
panels-plan-your-file = Su archivo: { $error }
panels-plan-source-not-a-node = Su archivo: "source": { $source } no es un nodo de la red
# $network is the plan's network link
panels-plan-no-map = Su archivo es para { $network }: ningún algoritmo de castlab se ejecuta en esa cuadrícula, así que la página no tiene un mapa sobre el que dibujarlo. castlab check FILE lo comprueba con las mismas reglas.
panels-plan-too-big-for-link = Su archivo es demasiado grande para viajar en un enlace ({ $bytes } bytes de JSON; un enlace plan= admite como máximo { $most } caracteres comprimidos). Compruébelo con castlab check FILE y comparta el archivo mismo.
panels-plan-answer-first = Responda primero la pregunta: la puntuación de su plan mostraría la respuesta.

## Downloads, notices, the engine, keys and tables (export.rs, notices.rs, engine_status.rs, run_key.rs, legend.rs, data_table.rs, schedule_table.rs, picture_toggle.rs)

panels-export = Descargar la vista y sus números
# Before the picture's formats (PNG, SVG)
panels-export-picture = Imagen:
panels-export-json = Descargar JSON
# $table is the table's name in castlab eval --csv
panels-export-csv = Descargar la tabla «{ $table }» como CSV
# The CSV tables' names on their download buttons (castlab eval --csv TABLE).
panels-table-name-nodes = nodos
panels-table-name-summary = resumen
panels-table-name-schedule = plan
panels-table-name-eyes = ojos
panels-table-name-claims = afirmaciones
panels-table-name-path = camino
panels-table-name-areas = áreas
panels-table-name-deliveries = entregas
panels-table-name-sets = conjuntos
panels-table-name-compare = comparación
panels-table-name-bounds = cotas
panels-table-name-cycles = ciclos
panels-table-name-messy = difusión desordenada
panels-table-name-phases = fases
panels-table-name-sweep = barrido
panels-export-note-eval = Los números de esta vista, exactamente como los imprime castlab eval (--csv TABLE para una tabla).
# $command is a castlab command (castlab sweep)
panels-export-note = Los números de esta vista, exactamente como los imprime { $command } (--json para el JSON).
panels-notices-plan = Su plan no se mostró:
panels-notices-link = Algunos valores de este enlace no se pudieron usar, así que se muestran los predeterminados:
# $pair is key=value as the link writes it
panels-notices-use = Usar { $pair }
panels-dismiss = Descartar
panels-restore-label = Última sesión
# Followed by the last session's link and panels-restore-after
panels-restore-before = Su última sesión fue
# After the last session's link: the sentence's end
panels-restore-after = .
panels-restore = Restaurar la última sesión
panels-engine-cancelled = Cancelado. Cambie un ajuste o vuelva a calcular este.
# $message is what stopped the worker
panels-engine-failed = El cálculo se detuvo: { $message }. castlab inició un nuevo worker; la página sigue funcionando.
panels-engine-again = Calcular de nuevo
panels-engine-busy = Calculando en segundo plano…
panels-engine-progress-originators = { $done } de { $total } originadores
panels-engine-progress-sizes = { $done } de { $total } tamaños
# The run's key: what each look of a node means
panels-run-key-source = fuente
panels-run-key-earlier = informado antes
panels-run-key-now = informado en este paso
panels-run-key-not-yet = aún no informado
panels-run-key-route = los mensajes de este paso
panels-run-key-trail = mensajes anteriores
# A colour scale's label: $title is its caption, $min and $max its ends
panels-legend-label = { $title }: de { $min } a { $max }
panels-picture = Imagen
# Columns of the data table
panels-table-node = nodo
panels-table-tcd = TCD como fuente
panels-table-informed-at = informado en
panels-table-broadcast-time = tiempo de difusión como originador
panels-table-hops = saltos desde la fuente
panels-table-summary = Tabla de datos ({ $nodes } nodos)
panels-table-summary-cut = Tabla de datos ({ $nodes } nodos; se muestran los primeros { $shown }, el CSV los tiene todos)
panels-schedule-too-long = El plan tiene { $messages } mensajes, demasiados para listarlos aquí; todos se construyeron y validaron en el worker, y cada paso se dibuja en el mapa como la carga de sus enlaces (naranja: un mensaje, rojo: dos o más).
panels-schedule-summary = Plan: { $messages } mensajes en { $steps } pasos
panels-schedule-label = Los mensajes del plan
# Columns of the schedule
panels-schedule-step = paso
panels-schedule-from = desde
panels-schedule-to = hasta
panels-schedule-route = ruta
panels-schedule-hops = saltos
panels-schedule-more = … y { $n } más.

# The core's words about links (refusals of a permalink's values) and
# evaluations. Key names (dims, src, …), values as a link writes them
# (8x8, 1.5, cert=1) and the papers' symbols stay as they are.

## A refused value: "dims=9x9x9: <reason>; using dims=8x8".

link-refused = { $key }={ $value }: { $reason }
link-refused-largest = { $key }={ $value }: { $reason }; el mayor valor permitido es { $key }={ $largest }
link-refused-using = { $refused }; se usa { $key }={ $using }
# The page keeps the network it shows instead of the grammar's default.
link-refused-keeping = { $refused }; se mantiene { $key }={ $kept }
link-unknown-key = { $key }={ $value }: clave desconocida, ignorada
link-unknown-key-meant = { $key }={ $value }: clave desconocida, ignorada; ¿quería decir { $meant }={ $value }?

## Why a value was refused.

link-repeated = la clave está repetida; cuenta el primer valor
link-unknown-version = versión de enlace permanente desconocida; se lee como v{ $version }
# $names: the values the key takes, as a link writes them.
link-unknown-name = se esperaba uno de { $names }
link-not-a-number = se esperaba un entero no negativo
link-out-of-range = debe estar entre { $min } y { $max }
link-not-a-decimal = se esperaba un número con a lo sumo un decimal, como 1.5
link-bad-dims = se esperaban longitudes de lado separadas por x, como 8x8
link-not-an-origin = se esperaba el origen de la página anfitriona, como https://course.example.edu (esquema, host y puerto, sin ruta), o *
link-not-a-locale = se esperaba una etiqueta de idioma: 2 o 3 letras, luego partes de 1 a 8 letras o dígitos tras guiones, 35 caracteres como máximo, como de, es o zh-Hans
link-range = un intervalo, que castlab sweep y el gráfico de barrido de la página evalúan tamaño a tamaño; castlab eval toma un solo tamaño
link-needs-square = esta vista necesita una red cuadrada N x N
# $example: an address of this network, e.g. src=2010.
link-wk-address = se esperaban { $digits } dígitos 0–{ $top }, p. ej. { $key }={ $example }
link-wrong-arity = se esperaban { $expected } coordenadas separadas por comas
link-outside-grid = el nodo queda fuera de la cuadrícula
# $what: a key and value, e.g. algo=exact.
link-too-large-for = { $what } admite como máximo { $max } nodos
link-needs-dims = { $what } necesita { $dims } dimensiones
link-dims-two-or-more = 2 o más
link-dims-exactly-two = exactamente 2
link-not-certified = ningún certificado cubre esta red y esta vista; castlab los tiene para { $sizes }
link-written-as = en un enlace se escribe { $instead }
link-not-a-plan = no es un plan que castlab pueda mostrar: { $why }
# $network: a symbol such as Q_4; $addresses: how the family writes an address.
link-not-an-address = no es un vértice de { $network }: sus direcciones son { $addresses }, como src={ $last }
link-not-a-question = no es una pregunta que haga esta vista ({ $offered })
link-not-available = aún no disponible en esta versión (disponible: { $offered })

## Limits of the networks.

link-grid-no-dimensions = una cuadrícula necesita al menos un lado
link-grid-too-many-dimensions = una cuadrícula tiene como máximo { $max } dimensiones
link-grid-zero-side = cada lado debe ser al menos 1
link-grid-too-many-nodes = una cuadrícula tiene como máximo { $max } nodos
link-mesh-not-cube = los algoritmos de malla necesitan lados iguales 2^k (2 <= 2^k) en 1 a 6 dimensiones
link-mesh-exact-too-large = exact recorre todos los planes, así que necesita 2, 4, 8 o 16 nodos
link-mesh-recursive-too-large = recursive en esta dimensión está limitado al lado 2^{ $k } = { $side }
link-wk-amplitude = W debe estar entre 2 y { $max }
link-wk-level = L debe ser al menos 1
link-wk-too-many-nodes = W^L debe ser como máximo 2^18 = { $max }; el mayor L para este W es { $l }
link-msn-side = una red MS necesita X e Y pares de al menos { $min }
link-msn-too-many-nodes = una red MS tiene como máximo { $max } nodos

## A plan= value that cannot be shown.

link-plan-too-long = supera el límite de 8192 caracteres; comparta un plan tan grande como archivo
link-plan-not-base64 = no es base64url (A-Z, a-z, 0-9, '-', '_')
link-plan-not-deflate = no es un plan comprimido (a lo sumo 1 MiB descomprimido)
link-plan-not-text = al descomprimirlo da bytes que no son texto
link-plan-not-json = su JSON no es un plan de castlab (castlab check nombra el fallo)
link-plan-network-unknown = su red no es una en la que castlab compruebe planes
link-plan-other-network = es para otra red distinta de la de este enlace (net, dims, w, l o view)
link-plan-source-outside = su fuente no es un nodo de la red
link-plan-no-reader = esta versión no lee planes

## What a refusal offers instead (values as a link writes them).

link-offered-views = view={ $views } en net={ $nets }
link-offered-algorithms = algo={ $algos } para view={ $view }
link-offered-algorithms-on = algo={ $algos } para view={ $view } en net={ $nets }
link-offered-no-question = ninguna pregunta para view={ $view }
link-offered-asks = ask={ $asks } para view={ $view }
link-offered-asks-on = ask={ $asks } para view={ $view } en net={ $net }

## The stored certificates, as cert=1's refusal names them.

# "a, b and c": $first is the list but its last item.
link-and = { $first } y { $last }
link-certified-tcd = view=tcd en { $groups }
link-certified-both = { $n ->
        [one] la malla y el toro
       *[other] las mallas y los toros
    } { $sizes }
link-certified-meshes = { $n ->
        [one] la malla
       *[other] las mallas
    } { $sizes }
link-certified-tori = { $n ->
        [one] el toro
       *[other] los toros
    } { $sizes }
link-certified-orderly = view=orderly en los toros { $sizes } (en cualquier orientación), model=nonadaptive
link-certified-views = view=tcd y view=orderly

## The page's menus: networks, views and algorithms (the rules table).
# Before a colon: the value as a link writes it; it stays.

rules-tcd-paper = paper: el algoritmo de los artículos, tal como se imprimió
rules-tcd-symmetric = symmetric: mejor rotación del algoritmo de los artículos
rules-tcd-recursive = recursive: mejor plan recursivo por subcubos
rules-tcd-exact = exact: óptimo exhaustivo (N ≤ 16)
rules-tcd-least = least: mejor plan conocido (000 Fig. 2)
rules-certified = óptimo certificado (cert=1): demostrado por un solucionador SAT
rules-view-tcd = TCD de la difusión one-port
rules-ordering-pi = pi: Π de la tesis (Π_d en d-D)
rules-ordering-pi-literal = pi-literal: Π con ℓ tal como lo imprime §3.1
rules-ordering-dim = dim: ordenación por dimensiones
rules-ordering-search = search: ordenación buscada (la mejor encontrada)
rules-view-orderly = difusión ordenada
rules-ordering-dim-default = dim: ordenación por dimensiones (predeterminada)
rules-net-mesh = malla
rules-net-torus = toro
rules-net-wk = WK-recursiva
rules-view-broadcast = difusión (all-port)
rules-wk-fang = fang: difusión de etiquetas constantes
rules-wk-stack = stack: difusión basada en pilas (Chen y Duh)
rules-net-msn = Manhattan Street
rules-view-route = route: caminos más cortos
rules-view-te = te: intercambio total
rules-view-mnb = mnb: difusión multinodo
rules-view-hamiltonian = hamiltonian: dos ciclos
rules-view-areas = areas: la familia de caminos de cada destino
rules-view-classical = difusión clásica (modelo telefónico)
rules-classical-standard = standard: la construcción publicada (árbol binomial, duplicación)
rules-classical-greedy = greedy: heurística de emparejamiento
rules-classical-tree = tree: difusión por árbol generador
rules-classical-exact = exact: óptimo exhaustivo (N ≤ 64)

## What a link shows, in one line (a page's title, a shared link's text).
# $algo: an algorithm's heading (below); $network: the network (Q_4,
# WK(4, 3), a Manhattan Street network) or a grid's shape (8×8); $net: mesh
# or torus; $source: the source's address or coordinates.

rules-describe-msn = la red Manhattan Street { $shape }
rules-describe-classical = Difusión clásica con { $algo } en { $network } desde { $source }
rules-describe-classical-grid = Difusión clásica con { $algo } en { $net ->
        [mesh] la malla
       *[other] el toro
    } { $network } desde { $source }
rules-describe-orderly = Difusión ordenada con { $algo } en { $network } desde { $source }
rules-describe-orderly-grid = Difusión ordenada con { $algo } en { $net ->
        [mesh] la malla
       *[other] el toro
    } { $network } desde { $source }
rules-describe-orderly-grid-adaptive = Difusión ordenada con { $algo }, adaptativa, en { $net ->
        [mesh] la malla
       *[other] el toro
    } { $network } desde { $source }
# $broadcast: fang or stack.
rules-describe-broadcast = { $broadcast ->
        [stack] La difusión basada en pilas (Chen y Duh)
       *[other] La difusión de etiquetas constantes (Fang et al.)
    } en { $network } desde { $source }
rules-describe-route = Ruta más corta de { $source } a { $destination } en { $network }
rules-describe-te = Intercambio total en { $network }
rules-describe-mnb = Difusión multinodo en { $network }
rules-describe-hamiltonian = Dos ciclos hamiltonianos disjuntos en aristas en { $network }
rules-describe-areas = La familia de caminos de cada destino desde { $source } en { $network }
rules-describe-tcd = Mapa de TCD de { $algo } en { $net ->
        [mesh] la malla
       *[other] el toro
    } { $network }, fuente { $source }
rules-describe-tcd-versus = Mapa de TCD de { $algo } menos el de { $other } en { $net ->
        [mesh] la malla
       *[other] el toro
    } { $network }, fuente { $source }

## An algorithm as the papers name it, in a heading or a sentence.

rules-heading-paper-2d = Algoritmo 1 (Cang y Wu 1998)
rules-heading-paper-3d = Algoritmo 2 (Cang y Wu 2000)
rules-heading-paper-dd = la difusión por fases d-D (Cang y Wu 2000)
rules-heading-symmetric = la mejor rotación del algoritmo de los artículos
rules-heading-recursive = el mejor plan recursivo por subcubos (castlab)
rules-heading-exact = el óptimo exhaustivo
rules-heading-optimum = el óptimo certificado
rules-heading-least = el mejor plan conocido (castlab)
rules-heading-fang = la difusión de etiquetas constantes (Fang et al.)
rules-heading-stack = la difusión basada en pilas (Chen y Duh)
rules-heading-pi = Π (Taslakian 2004)
rules-heading-pi-literal = Π con ℓ tal como lo imprime §3.1 (Taslakian 2004)
rules-heading-dim = la ordenación por dimensiones
rules-heading-search = la ordenación buscada
rules-heading-standard = la construcción publicada
rules-heading-tree = la difusión por árbol generador (castlab)
rules-heading-greedy = la heurística de emparejamiento (castlab)

## The papers' claims about TCD, checked (a claim, then its evidence).
# "eye": a source from which the papers' broadcast reaches the least TCD.

eval-claim-torus = En un toro todo nodo es un ojo, así que el algoritmo alcanza la TCD óptima { $eye } desde cualquier fuente.
eval-claim-torus-exact = óptimo exhaustivo sobre todos los planes: { $optimum }; plan desde el ojo: { $eye }
eval-claim-torus-certified = certificados en cada fuente (refutaciones SAT verificadas con DRAT, o N − 1 por recuento): ningún plan baja de { $lower }; plan desde el ojo: { $eye }
eval-claim-torus-recursive = mejor plan recursivo por subcubos usando los enlaces de vuelta: { $best }; plan desde el ojo: { $eye }
eval-claim-least-at-the-eyes = Entre todas las fuentes, la TCD del algoritmo es mínima en los ojos, y solo allí.
eval-claim-least-at-the-eyes-evidence = valor mínimo { $least } en { $sources } fuentes, { $eyes } de ellas ojos
eval-claim-minimum = Desde cada fuente, la TCD del algoritmo es la menor de cualquier plan óptimo en pasos de tiempo.
eval-claim-minimum-exact = búsqueda exhaustiva: el algoritmo no alcanza el óptimo en { $count } de { $n } fuentes, por hasta { $worst ->
        [one] un salto
       *[other] { $worst } saltos
    }
# $missed: the sentence above; $at: a source's coordinates.
eval-claim-minimum-exact-example = { $missed }; p. ej. { $at }: algoritmo { $algorithm }, óptimo { $optimum }
eval-claim-minimum-unbeaten = ningún plan recursivo ordenado por dimensiones lo supera en ninguna de las { $n } fuentes; una comprobación exhaustiva necesita N <= 16
eval-claim-minimum-beaten = planes válidos lo superan en { $count } de { $n } fuentes, por hasta { $worst ->
        [one] un salto
       *[other] { $worst } saltos
    }
# $beaten: the sentence above; $at: a source's coordinates.
eval-claim-minimum-beaten-example = { $beaten }; p. ej. { $at }: algoritmo { $algorithm }, recursivo { $recursive }
eval-claim-eye = Difundir desde un ojo da la TCD óptima sobre todas las fuentes y planes, { $eye }.
eval-claim-eye-certified = certificados en cada fuente (refutaciones SAT verificadas con DRAT, o N − 1 por recuento): ningún plan baja de { $lower }; TCD del ojo: { $eye }
eval-claim-eye-exact = óptimo exhaustivo sobre todas las fuentes y planes: { $optimum }; TCD del ojo: { $eye }
eval-claim-eye-beaten = un plan recursivo ordenado por dimensiones alcanza { $recursive } < { $eye }
eval-claim-eye-recursive = el mejor plan recursivo por subcubos sobre todas las fuentes alcanza { $recursive }; TCD del ojo: { $eye }
# No evidence: nothing computed could decide the claim.
eval-claim-no-evidence = {""}

## How a certificate's values are known (solver times in seconds).

eval-certificate-method = testigo hallado por CaDiCaL en { NUMBER($sat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s y verificado de nuevo por castlab; { $lower }
# $refuted: the value one below the lower bound, which no schedule reaches.
eval-certificate-proof = { $refuted } refutado en { NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s, prueba DRAT { $file } verificada de nuevo por dratify
eval-certificate-checked = { $refuted } refutado en { NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s, prueba DRAT verificada por { $checker } en { NUMBER($check, minimumFractionDigits: 1, maximumFractionDigits: 1) } s (demasiado grande para guardarla)
eval-certificate-cubes = { $refuted } refutado por cube and conquer: { $cubes } cubos que cubren toda ordenación, cada uno refutado con una prueba DRAT verificada por { $checker } ({ NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s de resolución, { NUMBER($check, minimumFractionDigits: 1, maximumFractionDigits: 1) } s de verificación en total)
eval-certificate-theorem = cota inferior del Teorema 2.2.1 de 003
eval-certificate-count = cota inferior N − 1, un salto por mensaje

## What an orderly view's ordering is.

eval-ordering-wk = vecinos dentro del clúster por dirección, luego el enlace entre clústeres
eval-ordering-msn = el enlace de salida horizontal de cada vértice, luego el vertical
eval-ordering-pi = Π de 003 §3.2, con ℓ impar como en el ejemplo de §3.3
eval-ordering-pi-d = Π_d de 003 §4.2; las aristas que deja sin etiqueta reciben d+2…2d
eval-ordering-pi-literal = Π de 003 §3.2 con ℓ tal como lo imprime §3.1 (par)
eval-ordering-dim = eje 0 hacia delante, eje 0 hacia atrás, eje 1 hacia delante, …
eval-ordering-proven = óptimo demostrado: b^o = { $upper }
# $value: the proven value or bounds; $method: how the certificate knows them.
eval-ordering-certified = una ordenación certificada ({ $value }); { $method }
eval-ordering-user = una ordenación dada por el usuario
eval-ordering-plan = su ordenación (plan=)
# $start: the ordering the search started from, as a link names it (pi, dim).
eval-ordering-search = la mejor de { $evaluations } ordenaciones que probó una búsqueda local con semilla (seed { $seed }), partiendo de { $start }

## The bounds beside the exact times (orderly and classical views).
# $subject: b^Π(G), or b^Π(src) where only the originator's time is known.

eval-bound-diameter = ninguna difusión supera la distancia al vértice más lejano
eval-bound-pi-d = { $subject } ≤ la cota para Π_d (con pesos i⌊n_i/2⌋)
eval-bound-user-supplied = una cota del tiempo de difusión de Π; esta es una ordenación dada por el usuario
eval-bound-lower-2d = toda ordenación de T_{"{"}{ $rows }×{ $cols }{"}"} necesita al menos D + 1 (ambos lados pares) o D + 2
eval-bound-lemma-pi = { $subject } ≤ D + { $excess } para Π tal como está dispuesta
eval-bound-lemma-met = { $subject } ≤ D + { $excess } para la cota de Π, que esta ordenación cumple
eval-bound-theorem-turned = el teorema dispone Π con las filas a lo largo del lado par: dims={ $cols }x{ $rows } es el caso que acota
eval-bound-theorem = { $subject } ≤ D + { $excess }
eval-bound-diks-pelc-meets = la cota superior anterior de b^o; esta ordenación la cumple
eval-bound-diks-pelc-misses = la cota superior anterior de b^o; esta ordenación no la cumple
eval-bound-classical = el tiempo de difusión clásica citado para toros; ⌈log₂ N⌉ = { $log2 }
eval-bound-certificate-optimal = ninguna ordenación difunde más rápido desde todo originador; la ordenación certificada es óptima
eval-bound-certificate-gap = ninguna ordenación difunde más rápido desde todo originador; queda un hueco hasta la ordenación certificada
eval-bound-optimum-tried = probadas todas las ordenaciones: b^o = { $optimum }
eval-bound-optimum-too-many = demasiadas ordenaciones para probarlas todas
# $note: one of the bounds below, not claimed on one-way links.
eval-bound-undirected-only = { $note }; la cota se enuncia para grafos no dirigidos, y los enlaces de esta red son de un solo sentido, así que aquí no se afirma
eval-bound-eccentricity = b(u) = { $classical } es al menos la excentricidad del originador e(u) = { $eccentricity } (el vértice más lejano espera esas rondas), así que b(G) es al menos el diámetro D = { $diameter }
eval-bound-orderly = b(u) = { $classical } es a lo sumo b^Π(u) = { $orderly }: una difusión ordenada es un plan clásico
# $bound: a formula such as b₂^m(G) ≤ D(k − 1) + 1; $model: M1, M2 or M3.
eval-bound-messy = { $bound }: la ejecución { $model } más lenta vista desde u tardó { $slowest }
eval-bound-messy-chain = b₁^m(u) = { $w1 } ≤ b₂^m(u) = { $w2 } ≤ b₃^m(u) = { $w3 }

## A user's ordering that cannot be used (castlab eval --ordering).

eval-custom-needs-orderly = una ordenación propia necesita view=orderly
# $why: one of the faults below.
eval-custom-ordering = la ordenación propia: { $why }
eval-ordering-no-such-vertex = el vértice { $vertex } incluye { $target }, que no existe
eval-ordering-repeated = el vértice { $vertex } incluye { $target } dos veces
eval-ordering-not-the-neighbours = el vértice { $vertex } no incluye exactamente sus vecinos en el grafo
eval-ordering-wrong-size = se esperaba una ordenación de { $expected } vértices

## An algorithm's name in a sentence or a chart's title ("b^Π(G) − D of Π").

rules-name-paper = el algoritmo de los artículos
rules-name-symmetric = la mejor rotación del algoritmo de los artículos
rules-name-recursive = el mejor plan recursivo por subcubos
rules-name-exact = el óptimo exhaustivo
rules-name-optimum = el óptimo certificado
rules-name-least = el mejor plan conocido
rules-name-fang = la difusión de etiquetas constantes
rules-name-stack = la difusión basada en pilas
rules-name-pi = Π
rules-name-pi-literal = Π con ℓ tal como lo imprime §3.1
rules-name-dim = la ordenación por dimensiones
rules-name-search = la ordenación buscada
rules-name-standard = la construcción publicada
rules-name-tree = la difusión por árbol generador
rules-name-greedy = la heurística de emparejamiento

## What an algorithm is, for the panels (before a colon: its value in a link).

rules-about-paper = paper: el algoritmo de los artículos (Algoritmos 1/2) tal como se imprimió
rules-about-symmetric = symmetric: la mejor rotación del algoritmo de los artículos (o reflexión)
rules-about-recursive = recursive: el mejor plan recursivo por subcubos, el óptimo de todos los planes recursivos ordenados por dimensiones
rules-about-exact = exact: el óptimo exhaustivo, de todos los planes (N ≤ 16)
rules-about-optimum = el óptimo certificado (cert=1): el testigo que halló un solucionador SAT, con su prueba
rules-about-least = least: el mejor plan conocido desde cada fuente, su menor TCD conocida: exacta (N ≤ 16), demostrada por un certificado, o el mejor plan encontrado
rules-about-fang = fang: la difusión de etiquetas constantes de 001
rules-about-stack = stack: la difusión basada en pilas de Chen y Duh
rules-about-pi = pi: la ordenación Π de la tesis (Π_d en d-D)
rules-about-pi-literal = pi-literal: Π con ℓ tal como lo imprime §3.1
rules-about-dim = dim: la ordenación por dimensiones
rules-about-search = search: la ordenación buscada, la mejor que halló una búsqueda local con semilla
rules-about-standard = standard: la construcción publicada, la difusión propia de la familia: el árbol binomial en Q_m, la duplicación en K_n (ambas óptimas)
rules-about-tree = tree: la difusión por árbol generador, la mejor a lo largo de un árbol generador equilibrado en anchura (óptima en caminos y ciclos)
rules-about-greedy = greedy: la heurística de emparejamiento, en cada ronda un emparejamiento máximo de llamantes con vecinos no informados, primero los de mayor alcance

## A user's graph that castlab does not take (castlab check, the Python package).
# $last: the largest vertex number.

eval-graph-too-few-nodes = el grafo tiene { $nodes } vértices; una difusión necesita al menos { $least }
eval-graph-too-many-nodes = el grafo tiene { $nodes } vértices; castlab admite como máximo { $most }
eval-graph-too-many-links = el grafo tiene { $links } enlaces; castlab admite como máximo { $most }
eval-graph-no-such-vertex = el vértice { $vertex } incluye { $value }, que no es un vértice (son 0 … { $last })
eval-graph-self-loop = el vértice { $vertex } se incluye a sí mismo: un bucle, que ningún modelo de difusión tiene (una llamada informa a otro vértice)
eval-graph-repeated = el vértice { $vertex } incluye { $neighbour } dos veces: un enlace múltiple; dos vértices se unen como mucho una vez
eval-graph-one-way = el vértice { $vertex } incluye { $neighbour }, pero { $neighbour } no incluye { $vertex }: los enlaces no son dirigidos, así que cada uno figura en ambos extremos
eval-graph-isolated = el vértice { $vertex } no tiene vecinos: ninguna difusión puede alcanzarlo, así que el grafo debe ser conexo
eval-graph-disconnected = el vértice { $vertex } no es alcanzable desde el vértice 0 (solo { $reached } de los { $nodes } vértices lo son): una difusión desde cualquier fuente deja sin cubrir parte del grafo, así que el grafo debe ser conexo
eval-graph-no-such-source = la fuente { $source } no es un vértice (son 0 … { $last })
eval-graph-trials = trials={ $trials }: se esperaban 1 … { $most } difusiones desordenadas por modelo

## Why a map of every originator's time is not drawn.

eval-skipped-exact = la búsqueda exhaustiva se ejecuta desde cada originador solo hasta { $most } vértices
eval-skipped-work-rounds = { $n } originadores × { $links } enlaces × { $rounds } rondas son más de { $most } pasos
eval-skipped-work-diameter = { $n } originadores × { $links } enlaces × D rondas son más de { $most } pasos
eval-skipped-gave-up = la búsqueda exhaustiva se rindió en algún originador
eval-skipped-adaptive = el mapa por originador del modelo adaptativo se detiene en { $most } vértices
eval-skipped-pairs = { $originators } originadores salvo simetría × { $n } vértices superan el presupuesto de 2^30 pares

# A closed form's provenance: castlab's paper numbers (000, 002) stay as
# they are; the page writes each as the paper's short name.
core-closed-form-eye = 000 Ec. (12) / 002 Ec. (15), desde un ojo
core-closed-form-torus = 000 §5 con la Ec. (12): en el toro todo nodo es un ojo
core-closed-form-algorithm-1 = 000 Ecs. (3)-(7)
core-closed-form-algorithm-2 = 002 Teorema 1, Ecs. (6)-(11)

# A network in a heading ($shape: its sides, 8×8; $symbol: Q_4, BF(3), WK(4, 3)).
core-network-title-symbol = { $symbol }
core-network-title-mesh = la malla { $shape }
core-network-title-torus = el toro { $shape }
core-network-title-msn = la red Manhattan Street { $shape }

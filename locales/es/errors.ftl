# Why castlab refuses what it was asked, and the few labels beside those
# refusals: sweeps (castlab sweep, the page's chart view), the census,
# graph6 texts, the worker, and the Python package. Keys (dims, net, w, l,
# m, n), values as a link writes them, options (--shard) and the papers'
# symbols stay as they are.

## A sweep's ranges (core/src/sweep.rs, core/src/sweep/ranges.rs).
error-sweep-no-range = nada que barrer: indique en dims un eje A..B (dims=3..40x3..40) o un lado de cubo A..B^d (dims=2..64^2), en net=wk un rango en w o l (l=1..6), o en la red de una familia su tamaño (net=butterfly&m=3..10, net=path&n=3..64)
# $expected is one of the error-range-… messages.
error-sweep-bad-range = { $key }={ $value }: { $expected }
error-sweep-not-read = { $key }: net={ $net } no lee { $key }, así que no puede recorrer un rango de { $key }
error-sweep-beyond-family = { $key }={ $value }: net={ $net } admite { $key } de { $least } a { $most }; reduzca el rango
error-sweep-too-many-candidates = los rangos contienen { $count } tamaños por probar; un barrido prueba como máximo { $max }: reduzca un rango
error-sweep-over-budget = el trabajo del barrido es de { $work } unidades (número de nodos por el trabajo por nodo de la vista, sumado sobre los tamaños); el presupuesto es { $max }: reduzca un rango, o aumente el presupuesto con --max-work y reparta el barrido entre máquinas con --shard K/N
# $first is a size (9x13); $why is error-sweep-skip-why.
error-sweep-empty = ningún tamaño de los rangos puede evaluarse; el primero, { $first }, porque { $why }
error-sweep-bad-shard = --shard { $k }/{ $n }: se espera K/N con 1 <= K <= N
# Why one size of a range was left out: the key, its value at that size
# and the link's refusal ($reason).
error-sweep-skip-why = { $key }={ $value }: { $reason }
error-sweep-no-size = no se probó ningún tamaño
error-range-numbers = se esperan números enteros, como dims=3..40x3..40, dims=2..64^2 o l=1..6
error-range-too-large = un rango nombra números de hasta { $max }
error-range-reversed = un rango A..B necesita A <= B
error-range-cube = un rango de cubos se escribe A..B^d, como dims=2..64^2
error-range-cube-dimensions = un cubo tiene de 1 a { $max } dimensiones, como dims=2..64^3
error-range-too-many-axes = como máximo { $max } ejes
# A chart's axis: the side of the cubes a sweep ranges over.
error-sweep-axis-side = lado
# A chart's axis: the $n-th side of a grid (side 1, side 2, …).
error-sweep-axis-side-n = lado { $n }
# A chart's axis named by its key (W, L, m, n), as it is.
error-sweep-axis-symbol = { $symbol }

## The census of small graphs (castlab census) and graph6 texts
## (core/src/census.rs, core/src/census/small.rs, core/src/orderly/messy/worst.rs).
error-census-not-connected = el grafo no es conexo
error-census-classical = b(u) está fuera del alcance de la búsqueda exhaustiva
error-census-orderly = la búsqueda ordenada agotó su presupuesto al decidir b^o ≤ { $time }
# $why is one of the error-worst-… messages.
error-census-messy = peor caso desordenado: { $why }
error-census-bad-line = la línea { $line } del censo no es una fila
error-worst-too-many-nodes = { $nodes } vértices; el peor caso exhaustivo admite como máximo { $max }
error-worst-too-many-edges = { $edges } aristas etiquetadas; el peor caso exhaustivo admite como máximo { $max }
error-worst-budget = más de { $states } estados o { $rounds } rondas por probar
error-worst-unreachable = algún vértice nunca queda informado
error-graph6-empty = un texto graph6 vacío
# $byte is the byte's value (a number); graph6 takes 63 to 126.
error-graph6-bad-byte = el byte { $at } del texto graph6 es { $byte }, fuera de 63 ('?') … 126 ('~')
error-graph6-too-many-nodes = { $nodes } vértices; el censo admite como máximo { $max }
error-graph6-wrong-length = un texto graph6 de { $found ->
        [one] un byte
       *[other] { $found } bytes
    }; su número de vértices necesita { $expected }

## Why the page's worker stopped (web/src/bridge.rs); shown inside
## panels-engine-failed.
# $reason is the browser's own words.
error-worker-no-start = el worker no pudo arrancar ({ $reason })
error-worker-stopped = el worker se detuvo
error-worker-late = el worker no arrancó en { $seconds } s
# $message is the panic's own (developer's) words.
error-worker-panicked = el worker falló (panic): { $message }
error-worker-unreadable = el worker envió un mensaje que castlab no puede leer

## Why a user's graph has no messy runs (core/src/eval/user_graph.rs).
error-messy-not-asked = no se pidió
error-messy-too-large = los modelos desordenados se simulan hasta { $max } vértices

## The thesis orderings Π and Π_d (core/src/orderly/orderings.rs).
error-pi-not-a-torus = las ordenaciones de la tesis se definen sobre toros
error-pi-two-dimensions = esta ordenación necesita un toro 2-D (Π_d abarca más)
error-pi-dimensions = esta ordenación necesita al menos { $least } dimensiones
error-pi-side-too-small = cada lado del toro debe ser al menos { $least }

## What a WK broadcast's message carries (core/src/eval/wk.rs); not a
## refusal, but the panel's "Label" row. p, m and t are the paper's symbols.
error-wk-label-stack = una pila de etiquetas de enlace
error-wk-label-corner = p, el identificador de esquina de la fuente (difusión desde una esquina)
error-wk-label-general = (m, t): nivel de enlace más alto recorrido, identificador de esquina
error-wk-label-plan = su plan (plan=): sin etiqueta

## Not refusals: the TCD room's readout while a run is shown and the
## pointer is on a node (web/src/run.rs). $at and $from are nodes as
## coordinates, (2, 3).
error-run-unreached = { $at }: ningún mensaje de este plan lo alcanza
error-run-source = { $at }: la fuente; tiene el mensaje antes del paso 1
error-run-informed = { $at }: informado en el paso { $sent } por { $from } a lo largo de { $hops ->
        [one] 1 salto
       *[other] { $hops } saltos
    }
error-run-not-yet = { $at }: aún no informado; lo estará en el paso { $sent } por { $from } a lo largo de { $hops ->
        [one] 1 salto
       *[other] { $hops } saltos
    }

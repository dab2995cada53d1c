# Su propio plan u ordenación (castlab check, el panel de planes de la
# página). Las claves entre comillas ("source", "steps") son claves JSON del
# archivo y se mantienen; view=… son valores del enlace.

## Por qué un archivo no es un plan

planfile-not-a-plan = no es un plan de castlab: { $reason }
# Las palabras del lector JSON (con línea y columna), tal como las da.
planfile-parser = { $error }
planfile-json-object = un plan es un objeto JSON
planfile-missing-field = falta el campo `{ $field }`{ $at }
planfile-unknown-field = campo desconocido `{ $field }`, se esperaba { $fields }{ $at }
planfile-unknown-field-one-of = campo desconocido `{ $field }`, se esperaba uno de { $fields }{ $at }
planfile-version-whole = `version` es un número entero
planfile-coordinate-too-large = la coordenada { $value } es demasiado grande; una coordenada es un número entero de 0 a { $most }{ $at }
planfile-coordinate-negative = la coordenada { $value } es negativa; una coordenada es un número entero de 0 a { $most }{ $at }
planfile-coordinate-not-written-whole = la coordenada { $value } no está escrita como número entero; una coordenada es un número entero de 0 a { $most }{ $at }
planfile-coordinate-not-whole = la coordenada { $value } no es un número entero; una coordenada es un número entero de 0 a { $most }{ $at }
# Dónde se detuvo el lector JSON.
planfile-at = {" "}en la línea { $line }, columna { $column }
planfile-kind = "castlab": { $kind } no es un plan; los formatos son "schedule" y "ordering"
planfile-version = "version": { $version } no es una versión que este castlab lea (lee la { $reads })
planfile-too-large = { $what }: { $count } supera el límite de { $limit }
planfile-listed-brackets = listas y coordenadas (cada '[')
planfile-listed-steps = "steps"
planfile-listed-messages = mensajes
planfile-listed-route = nodos de una ruta
planfile-listed-vertices = vértices enumerados
planfile-network = "network": { $reason }
planfile-off-network = { $place }: { $node } no es un nodo de la red

## Dónde en un archivo

planfile-place = paso { $step }, mensaje { $message }
planfile-place-source = "source"
planfile-place-route = { $place }, su ruta
planfile-place-labels = "labels" del vértice { $vertex }
planfile-place-override-vertex = el "vertex" de una sustitución
planfile-place-override = la sustitución de { $vertex }

## La red y los campos de un plan

planfile-view-no-plan = view={ $view } no admite planes; la red de un plan tiene view=tcd (malla, toro), view=broadcast (wk), view=te (msn) o view=classical (cualquier red), la de una ordenación view=orderly
planfile-schedule-network = la red de un plan necesita view=tcd, view=broadcast, view=te o view=classical; view=orderly admite una ordenación
planfile-ordering-network = la red de una ordenación necesita view=orderly
planfile-network-unbuilt = no se pudo construir la red
planfile-needs-source = una difusión necesita "source"
planfile-exchange-no-source = un intercambio total no tiene "source": todos los nodos envían
planfile-call-one-link = { $place }: una llamada va por un enlace; no admite "route" ni "half"
planfile-all-port-one-hop = { $place }: un mensaje all-port avanza un salto; no admite "route" ni "half"
planfile-msn-route-nodes = { $place }: una ruta Manhattan Street enumera sus nodos
planfile-half-te = { $place }: "half" es para almacenamiento y reenvío (view=te)
# $route y $axes se escriben como cadenas JSON ("yx", "xy").
planfile-axes = { $place }: la ruta { $route } no es un orden de ejes de { $axes } (cada eje como mucho una vez)
planfile-labels-or-rule = indique "labels" o "rule", no ambos
planfile-ordering-needs = una ordenación necesita "labels" (los de cada vértice) o "rule" (con "overrides")
planfile-labels-count = "labels" enumera { $listed } vértices; la red tiene { $nodes }
planfile-rule-name = "rule": { $rule } no es el nombre de una ordenación (pi, pi-literal, dim, search)
planfile-rule-refused = "rule": { $reason }

## Un plan en un enlace (plan=)

planfile-link-too-long = { $chars } caracteres, por encima del límite de { $limit }; comparta un plan tan grande como archivo
planfile-link-not-base64 = no es base64url (A-Z, a-z, 0-9, '-', '_')
planfile-link-not-deflate = no es un plan comprimido (raw deflate, como mucho { $limit } bytes descomprimido)
planfile-link-not-text = al descomprimirse da bytes que no son texto UTF-8
planfile-link-no-plan = el enlace no lleva ningún plan

## Exportaciones

planfile-export-no-schedule = view={ $view } no tiene ningún plan que exportar; los planes vienen de view=tcd (malla, toro), view=broadcast (wk), view=te (msn) y view=classical (cualquier red)
planfile-export-no-ordering = view={ $view } no tiene ninguna ordenación que exportar; las ordenaciones vienen de view=orderly
# La "note" de un archivo: qué exportó castlab y la orden que lo muestra.
planfile-export-note = exportado por castlab: { $what }, castlab eval '{ $link }'
planfile-export-total-exchange = intercambio total (004 §4)
planfile-export-searched = exportado por castlab: b^Π(G) = { $time } (la ordenación del enlace: { $before }), la mejor de { $evaluations } ordenaciones que una búsqueda de aceptación tardía puntuó en { $restarts } ejecuciones (semilla { $seed }), castlab eval '{ $link }' --export ordering --search { $evaluations } --restarts { $restarts }

## Las reglas que incumple un plan (la primera regla incumplida de castlab check)

planfile-not-step-optimal = el plan tarda { $steps } pasos; una difusión óptima en pasos sobre { $nodes } nodos tarda ⌈log₂N⌉ = { $optimal }
planfile-source = paso 1: { $node } envía, pero solo la fuente { $source } tiene el mensaje
planfile-sender-busy = paso { $step }: { $node } envía dos mensajes (one-port: uno por paso)
planfile-route-ends = paso { $step }: la ruta del mensaje de { $node } no va de él a su receptor
planfile-no-link = paso { $step }: { $from } y { $to } no comparten enlace
planfile-link-twice = paso { $step }: el enlace { $from }→{ $to } lleva dos mensajes
planfile-packet-route-ends = media ranura { $slot }: la ruta del paquete de { $from } no va de él a { $to }
planfile-packet-off-link = media ranura { $slot }: una ruta pasa de { $from } a { $to }, que no comparten enlace dirigido
planfile-self-addressed = media ranura { $slot }: { $node } se envía un paquete a sí mismo
planfile-contention-horizontal = media ranura { $slot }: dos paquetes ocupan el enlace horizontal que sale de { $node }
planfile-contention-vertical = media ranura { $slot }: dos paquetes ocupan el enlace vertical que sale de { $node }
planfile-delivered-twice = { $to } recibe el paquete de { $from } más de una vez
planfile-undelivered = { $to } nunca recibe completo el paquete de { $from }
planfile-labels = { $vertex } etiqueta { $labels } aristas; tiene { $neighbours } vecinos y debe etiquetar cada uno una vez
planfile-round-no-link = ronda { $round }: { $from } y { $to } no comparten enlace
planfile-round-source = ronda 1: { $from } llama, pero solo la fuente { $source } tiene el mensaje
planfile-round-uninformed = ronda { $round }: { $from } llama antes de estar informado
planfile-round-two-calls = ronda { $round }: { $vertex } está en dos llamadas; un vértice hace o recibe una llamada por ronda
planfile-never-informed = { $vertex } nunca queda informado
planfile-round-no-such-vertex = la ronda { $round } nombra el vértice { $vertex }, que no está en la red

## Con qué se compara un plan: nombres

planfile-name-least = la menor TCD que conoce castlab, mediante { $by }
planfile-name-no-better = ningún plan lo mejora
planfile-name-eccentricity = la excentricidad de la fuente (un árbol en anchura la alcanza)
planfile-name-te-phases = las fases de 004 §4 (Varvarigos 1998)
planfile-name-eq28 = 004 Ec. (28)
planfile-name-link-capacity = capacidad de enlaces: Σ distancias × 2 medias ranuras sobre 2N enlaces
planfile-name-certified-optimum = el óptimo certificado b^o
planfile-name-sat-witness = la mejor ordenación que conoce castlab (testigo SAT)
# La cita de una cota tal como la da el informe ordenado ("003 Theorem 2.2.1").
planfile-name-cited = { $cited }
planfile-name-log-eccentricity = ⌈log₂ N⌉ y la excentricidad de la fuente

## Con qué se compara un plan: cómo se conoce cada valor

planfile-how-simulated-schedule = simulado a partir de su plan
planfile-how-exhaustive-optimum = el óptimo exhaustivo
planfile-how-certified-optimal = óptimo certificado (SAT, prueba DRAT)
planfile-how-least = el menor de los planes de castlab
planfile-how-lower-bound = cota inferior demostrada
planfile-how-simulated = simulado
planfile-how-bfs = búsqueda en anchura
planfile-how-slot-by-slot = simulado ranura a ranura
planfile-how-closed-form = forma cerrada
planfile-how-counting-distances = conteo (distancias de un grafo transitivo en vértices)
planfile-how-every-originator = propagado desde cada origen
planfile-how-certified = certificado (SAT, prueba DRAT)
planfile-how-exhaustive = búsqueda exhaustiva
planfile-how-validated = plan validado
planfile-how-counting-bfs = conteo y búsqueda en anchura

# La medida de castlab check para una ordenación sin mapa de b(G): desde un vértice.
planfile-measure-broadcast-time-from = tiempo de difusión desde { $node }

## El validador de planes (una difusión one-port en malla o toro)

schedule-not-step-optimal = tarda { $steps } pasos, pero ⌈log₂N⌉ = { $optimal }
schedule-step-out-of-range = el mensaje { $message } se envía en el paso { $step }, fuera del plan
schedule-unknown-node = el mensaje { $message } nombra un nodo fuera de la malla
schedule-unknown-source = la fuente está fuera de la malla
schedule-sender-uninformed = paso { $step }: { $node } envía antes de estar informado
schedule-sender-busy = paso { $step }: { $node } envía dos veces (one-port)
schedule-informed-twice = paso { $step }: { $node } es informado por segunda vez
schedule-not-all-informed = { $missing ->
        [one] { $missing } nodo nunca queda informado
       *[other] { $missing } nodos nunca quedan informados
    }
schedule-off-link = paso { $step }: una ruta pasa de { $from } a { $to }, que no comparten enlace
schedule-route-ends = paso { $step }: la ruta de { $node } no une su emisor y su receptor

## Peticiones (las opciones de castlab eval)

planfile-trace-mismatch = la traza no coincide con la difusión: { $reason }
planfile-request-ordering = --ordering necesita una consulta con view=orderly
planfile-request-census-view = --census necesita view=tcd y cmp=ALGO (el algoritmo con el que se compara el algo del enlace)
planfile-request-census-map = --census: un algoritmo no tiene mapa en esta malla

# The page's shell, its drawings and their hooks (web/src/app.rs, components' views, hooks).

## The shell (app.rs)

views-page-title = castlab: { $what }
views-page-title-sweep = castlab: un barrido
views-permalink = Enlace permanente:{" "}
views-downloads-waiting = Las descargas y la línea de comandos vuelven cuando se responda la pregunta: contienen su respuesta.
views-same-numbers-cli = Los mismos números en la línea de comandos:{" "}
views-open-in-castlab = Abrir en castlab ↗
views-tagline = Algoritmos de difusión en redes de interconexión, calculados en vivo en el navegador.
views-examples-button = Ejemplos

## The TCD map (components/heatmap.rs, heatmap/paint.rs)

views-heatmap-name = Mapa de la TCD desde cada fuente de la malla { $dims }. Fuente ({ $src }). Haga clic en una celda o use las flechas del teclado para mover la fuente.
views-heatmap-name-z = Mapa de la TCD desde cada fuente de la malla { $dims }. Fuente ({ $src }). Haga clic en una celda o use las flechas del teclado, y Re Pág/Av Pág para z, para mover la fuente.
views-cell-source = fuente
views-cell-step = paso { $t }

## The orderly view (components/orderly_view.rs)

views-orderly-map-name = { $title }. Originador { $originator }. Haga clic en un vértice o use las flechas del teclado para mover el originador.
views-orderly-run-numbers-wk = números en recuadro: las etiquetas de arista de cada vértice, junto a él en cada arista (la etiqueta i se envía i pasos después de que el vértice es informado); naranja: la etiqueta en la que dispara el paso
views-orderly-run-numbers-pictured = números: el paso que informa al vértice; en recuadro: la etiqueta de cada enlace en cada uno de sus extremos (la etiqueta i se envía i pasos después de que ese extremo es informado; amplíe donde no estén escritas); recuadros naranjas: las etiquetas en las que disparan los mensajes del paso; flechas finas: los mensajes del paso a vértices ya informados
views-orderly-run-numbers = números: el paso que informa al vértice; en recuadro: la etiqueta en la que dispara
views-labels-key-wk = Números en recuadro: las etiquetas de arista de cada vértice, junto a él en cada una de sus aristas. Un vértice informado en el instante t envía por la etiqueta i en el instante t + i.
views-labels-key-wk-marked = Números en recuadro: las etiquetas de arista de cada vértice, junto a él en cada una de sus aristas. Un vértice informado en el instante t envía por la etiqueta i en el instante t + i. El anillo morado marca el vértice por el que se pregunta.
views-labels-key-pictured = Números en recuadro: las etiquetas de arista de cada vértice, junto a él en cada uno de sus enlaces (amplíe donde no estén escritas). Un vértice informado en el instante t envía por la etiqueta i en el instante t + i.
views-labels-key-pictured-marked = Números en recuadro: las etiquetas de arista de cada vértice, junto a él en cada uno de sus enlaces (amplíe donde no estén escritas). Un vértice informado en el instante t envía por la etiqueta i en el instante t + i. El anillo morado marca el vértice por el que se pregunta.
views-labels-key-grid = Números en recuadro: las etiquetas de arista de cada vértice, a un tercio de cada una de sus aristas. Un vértice informado en el instante t envía por la etiqueta i en el instante t + i.
views-labels-key-grid-marked = Números en recuadro: las etiquetas de arista de cada vértice, a un tercio de cada una de sus aristas. Un vértice informado en el instante t envía por la etiqueta i en el instante t + i. Las esquinas moradas marcan el vértice por el que se pregunta.
views-wk-words-key-large = Las direcciones y las etiquetas de arista se escriben en redes de hasta { $most } vértices, y esta tiene { $nodes }: cada palabra se coloca sin tocar a las demás en cada fotograma, lo que con más vértices haría lento el puntero. Se escriben las de la fuente, las del vértice bajo el puntero y las de sus vecinos.
views-wk-words-key = La dirección y las etiquetas de arista de cada vértice se escriben donde caben sin superponerse; amplíe (rueda, pellizco o +) para leer el resto, o pase el puntero sobre un vértice para ver las suyas.
views-wk-grid-key = Las redes WK de más de { $most } vértices se dibujan como la cuadrícula de sus direcciones, una celda por vértice en orden de dirección: en el dibujo propio de WK sus vértices serían más pequeños que un píxel.
views-orderly-computing = Calculando el tiempo de difusión desde cada originador…
views-orderly-summary = El tiempo de difusión del grafo es { $b }; este originador termina en { $t }. Las mallas de cuatro o más dimensiones se muestran como números.
views-orderly-summary-unknown = El tiempo de difusión del grafo no está calculado; este originador termina en { $t }. Las mallas de cuatro o más dimensiones se muestran como números.
views-per-originator-caption = Tiempo de difusión { $symbol }(u) desde cada originador u (haga clic en uno)
views-per-originator-title = tiempo de difusión desde cada originador
views-arrival-caption-hidden = Cuándo se informa cada vértice desde el originador
views-arrival-caption = Cuándo se informa cada vértice desde el originador (el último en el paso { $t })
views-arrival-title = tiempo de llegada desde el originador

## The classical view (components/classical_view.rs)

views-classical-computing = Calculando la difusión…
views-values-hidden = Los valores están ocultos hasta que se responda la pregunta.
views-classical-run-numbers = números: la ronda que informa al vértice
views-classical-arrival-caption-hidden = Cuándo se informa cada vértice desde { $source }
views-classical-arrival-caption = Cuándo se informa cada vértice desde { $source } (el último en la ronda { $t })
views-classical-arrival-scale = la ronda que informa a cada vértice
views-classical-per-originator-caption = El tiempo de difusión del algoritmo desde cada originador (haga clic en uno)
views-classical-per-originator-scale = rondas desde cada originador

## The crash panel (crash.rs), shown when the page hits a bug

views-crash-title = castlab se detuvo por un error de programación
views-crash-lead = Nada de lo que hizo lo causó, y su enlace no ha cambiado. El mensaje fue:
views-crash-reset = Restablecer los valores predeterminados
views-crash-reload = Recargar este enlace
views-crash-copy = Copiar el estado para un informe de error
views-crash-report = Informe de error
views-crash-copied = Copiado: péguelo en un informe de error

## The saved session (session.rs): why a stored session was not offered

views-session-ignored = Se ignoró la sesión guardada: { $why }.
views-session-other-format = se guardó en el formato { $saved } y este castlab lee el formato { $reads }
views-session-not-a-permalink = no contiene un enlace permanente de castlab
views-session-invalid = no es válida ({ $error })

## The zoom buttons over a drawing (hooks/use_zoom.rs); $what is map, picture or network

views-zoom-group = Zoom { $what ->
        [map] del mapa
        [picture] del dibujo
       *[network] de la red
    }
views-zoom-in = Ampliar { $what ->
        [map] el mapa
        [picture] el dibujo
       *[network] la red
    }
views-zoom-out = Reducir { $what ->
        [map] el mapa
        [picture] el dibujo
       *[network] la red
    }
views-zoom-fit = Ajustar
views-zoom-fit-name = Ajustar: ver { $what ->
        [map] el mapa entero
        [picture] el dibujo entero
       *[network] la red entera
    }

## The sweep charts (components/chart/)

# The colour scale's caption: what a colour shows, then the smallest value.
views-chart-heat-legend = { $what }: { $min }

## A protocol family drawn as itself (components/family_picture.rs)

views-why-grid = { $network } tiene { $nodes } vértices: demasiados para dibujarlos de forma legible, así que cada vértice es una celda de su cuadrícula de direcciones (en orden de dirección).
views-family-picture-name-counts = { $network } dibujada tal cual: { $nodes } vértices y { $links } enlaces, enlaces coloreados según su tipo. { $description }
views-family-picture-name = { $network } dibujada tal cual, enlaces coloreados según su tipo. { $description }
views-link-key-stub = un trazo discontinuo que sale por un lado vuelve por el otro

## WK(w, L) drawn as nested polygons (components/wk_view.rs)

views-wk-name = WK({ $w }, { $l }): { $nodes } nodos dibujados como { $w }-ágonos anidados. Fuente { $source }. Haga clic en un nodo para convertirlo en la fuente, o muévala con las flechas del teclado; la tabla de nodos de abajo enumera todos los nodos.

## The Manhattan Street network (components/msn_view.rs, msn_view/overlay.rs)

views-msn-name = La red Manhattan Street de { $w } por { $h }, con el norte arriba, x a lo largo del borde inferior e y subiendo por el lado izquierdo. Las filas alternan este y oeste, las columnas norte y sur. Haga clic en un nodo para elegirlo; las flechas del teclado mueven la fuente.
views-msn-te-unlisted = { $slots } ranuras; las fases se enumeran para N ≤ 16.
views-msn-te-start = { $phases } fases, { $slots } ranuras en total. Pulse reproducir para recorrerlas ranura a ranura; el dibujo sigue los paquetes de { $at }.
views-msn-phase-hop = fase P({ $i },{ $j }), salto { $first } de { $hops }
views-msn-phase-hop-half = fase P({ $i },{ $j }), salto { $first } de { $hops }, medios paquetes
views-msn-phase-hops = fase P({ $i },{ $j }), saltos { $first }–{ $last } de { $hops }
views-msn-phase-hops-half = fase P({ $i },{ $j }), saltos { $first }–{ $last } de { $hops }, medios paquetes
views-msn-then = {"; luego "}
views-msn-te-done = Terminado: { $slots } ranuras, todos los enlaces ocupados en cada ranura.
views-msn-te-slot = Ranura { $t } de { $slots }: { $phases }. Se muestran los paquetes de { $at }; cada nodo envía los suyos de la misma forma en la misma ranura, así que los { $links } enlaces están ocupados.
views-msn-phase = fase P({ $i },{ $j })
views-msn-mnb-unlisted = { $slots } ranuras; los conjuntos se enumeran para N ≤ 16.
views-msn-mnb-slot = Ranura { $t } de { $slots }: { $holding } nodos tienen el paquete de esta fuente; { $busy } de { $links } enlaces ocupados.
views-msn-rings-slot = Media ranura { $t } de { $slots }: cada nodo pasa medio paquete a lo largo de ambos anillos.
views-msn-areas = Áreas desde { $at }: { $sizes }; { $tied } destinos empatan.

## The embedding API's refusals to a host page (hooks/use_embed_api.rs)

views-embed-not-a-command = no es un comando de castlab ({ $error }); se esperaba {"{"}type: "castlab:set", query{"}"}, "castlab:step", "castlab:play", "castlab:pause", "castlab:evaluate" o "castlab:hello"
views-embed-answer-hidden = hay un ejercicio abierto aquí: su evaluación revelaría la respuesta, así que se envía cuando la respuesta sea correcta

# The label of the page's language menu (in the header).
views-language = Idioma

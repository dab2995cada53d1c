# The examples gallery: each example's title, what to notice in it, and what its card's
# number is (core/src/examples.rs, core/src/examples/*.rs), and the gallery's own words
# (web/src/components/gallery.rs). The papers' symbols and numbers stay as published:
# TCD, WK(4, 3), b^Π(G), T_9×13, Q_4, Eq. (27), §1.3, … In the page, x^y and x^{yz} are
# drawn raised and x_y lowered, so keep ^ and _ as they are. Keep each message on one line.

## The gallery's own words (web/src/components/gallery.rs)

gallery-heading-start = Bienvenida: ejemplos para empezar
gallery-heading = Ejemplos
# The button that closes the first visit's gallery.
gallery-skip = Omitir
gallery-close = Cerrar
gallery-waiting = Los ejemplos vuelven en cuanto se responda la pregunta: sus números y notas podrían responderla.
# “…” names the explanations' heading under every view.
gallery-lead = castlab calcula difusiones en redes de interconexión a partir de planes explícitos y verificados, directamente de cinco artículos y en las redes que un curso enseña más allá de ellos: elija un ejemplo para ver un resultado, dónde se cumple la afirmación de un artículo y dónde falla. Cada vista se explica a sí misma bajo «{ glossary-explain-summary }»; cada estado es un enlace que se puede compartir.
gallery-start-here-label = Empiece aquí
gallery-start-here = Empiece aquí: cinco ejemplos en orden
# A paper's section: its short name ("Cang and Wu 1998") and what castlab makes of it.
gallery-paper-heading = { $paper }: { $topic }
gallery-beyond-label = Más allá de los artículos
gallery-beyond = Más allá de los artículos: el hipercubo, la mariposa, el grafo de De Bruijn, los ciclos conectados en cubo, K_n, P_n y C_n
gallery-exercises-label = Ejercicios
gallery-exercises = Ejercicios: una pregunta sobre cada red, comprobada al responder
# A card's number: what it is ("TCD", "rounds") and its value ("69").
gallery-headline = { $shows } { $value }
# An exercise's card, in place of the number (which would give the answer away).
gallery-a-question = una pregunta
# A Start here card's link to the next example on the path.
gallery-next = Siguiente: { $title }
gallery-last-of-five = El último de los cinco: los demás ejemplos de la galería van más allá.
# An opened example's title before its note ("The eyes of the 8×8 mesh: From an eye, …").
gallery-note-heading = { $title }:{" "}
# The same, for a title that is a question (it ends in its own mark).
gallery-note-heading-question = { $title }{" "}

## Start here: why each example of the path comes next

gallery-why-tcd-eye-8x8 = qué es la TCD, y los ojos donde es mínima
gallery-why-tcd-recursive-beats-paper = dónde falla la afirmación de un artículo, y un plan mejor
gallery-why-wk-figure-3 = otra red, todos los puertos a la vez
gallery-why-orderly-9x13 = difusión ordenada: el orden fijo de etiquetas de cada nodo
gallery-why-msn-total-exchange = cada nodo a todos los demás, ranura a ranura

## What a card's number is (the first value an example promises)

gallery-shows-tcd = TCD
gallery-shows-least-tcd = TCD mínima
gallery-shows-sources-beaten-on-256x256 = fuentes superadas en 256×256
gallery-shows-plan-tcd = TCD del plan
gallery-shows-broken-rule = regla incumplida
gallery-shows-rounds = rondas
gallery-shows-steps = pasos
gallery-shows-label-bits = bits de etiqueta
gallery-shows-stack-label-bits-at-l-7 = bits de etiqueta de la pila en L = 7
gallery-shows-clusters = clústeres
gallery-shows-b-pi-g = b^Π(G)
gallery-shows-b-o-g = b^o(G)
gallery-shows-b-pi-of-t-9x13 = b^Π de T_9×13
gallery-shows-b-pi-of-t-14x10 = b^Π de T_14×10
gallery-shows-b-pi-of-t-3x3x4 = b^Π de T_3×3×4
gallery-shows-b-pi-src = b^Π(src)
gallery-shows-worst-case-under-m3 = peor caso bajo M3
gallery-shows-b-from-0-1 = b desde (0, 1)
gallery-shows-b-from-8-3 = b desde (8, 3)
gallery-shows-b-from-0-1-0-0 = b desde (0, 1, 0, 0)
gallery-shows-hops = saltos
gallery-shows-slots = ranuras
gallery-shows-mean-distance-on-8x8 = distancia media en 8×8
gallery-shows-odd-odd-sum = suma impar–impar
gallery-shows-rounds-for-bf-10 = rondas para BF(10)
gallery-shows-rounds-for-ub-2-12 = rondas para UB(2, 12)
gallery-shows-b-pi-of-q-12 = b^Π de Q_12

## Meshes (core/src/examples/mesh.rs): TCD, papers 000 and 002

gallery-tcd-eye-8x8-title = Los ojos de la malla 8×8
gallery-tcd-eye-8x8-note = Desde un ojo, aquí (2, 2), la difusión del Algoritmo 1 recorre 69 saltos en total, menos que desde cualquier otra fuente: las cuatro celdas con círculo.

gallery-tcd-corner-8x8-title = Desde la esquina
gallery-tcd-corner-8x8-note = La esquina es el peor punto de partida: 79 saltos, recontados a partir del plan; las Ecs. (3)–(7) de 000 dan lo mismo, y también su Ec. (9), la forma cerrada de la esquina.

gallery-tcd-4x4-theorem-2-title = Donde falla el Teorema 2: 4×4 desde (1, 0)
gallery-tcd-4x4-theorem-2-note = El Algoritmo 1 necesita 17 saltos desde (1, 0), pero la búsqueda exhaustiva sobre todos los planes óptimos en pasos de tiempo encuentra 16: la afirmación de minimalidad falla.

gallery-tcd-4x4-optimum-title = El plan de 16 saltos desde (1, 0)
gallery-tcd-4x4-optimum-note = El plan del óptimo exhaustivo desde la misma fuente, comprobado por el mismo validador: un puerto, cada nodo informado una sola vez, ningún enlace compartido.

gallery-tcd-recursive-beats-paper-title = Un plan mejor desde (3, 1)
gallery-tcd-recursive-beats-paper-note = El mejor plan recursivo por subcubos necesita 70 saltos donde el Algoritmo 1 necesita 73; el mapa muestra la diferencia en cada fuente.

gallery-tcd-corollary-1-certified-title = Corolario 1, demostrado en 8×8
gallery-tcd-corollary-1-certified-note = Un resolvedor SAT refutó TCD 68 desde cada clase de fuentes, y cada refutación fue comprobada por un verificador DRAT independiente: ningún plan, desde ningún punto, mejora los 69 de los ojos. No solo los ojos lo alcanzan: aquí hay un plan de 69 saltos desde (2, 3).

gallery-tcd-next-to-the-eye-settled-title = Junto a un ojo, 70 es el mínimo
gallery-tcd-next-to-the-eye-settled-note = Desde (1, 2), a un paso del ojo (2, 2), el resolvedor refutó 69 saltos y un verificador independiente reprodujo su demostración; un plan recursivo alcanza 70, así que la TCD mínima desde aquí queda establecida en un salto más que la del ojo.

gallery-tcd-torus-8x8-settled-title = El toro 8×8: cada nodo es un ojo, 69 demostrado
gallery-tcd-torus-8x8-settled-note = 000 §5 dice que cada nodo de un toro es un ojo. En 8×8 el resolvedor refutó 68 saltos (una demostración de 1,8 GB, reproducida por drat-trim en 842 s), y el plan del ojo necesita 69 desde cualquier nodo: la afirmación se cumple.

gallery-tcd-difference-16x16-title = Mapa de diferencias, 16×16
gallery-tcd-difference-16x16-note = Violeta donde los planes recursivos superan al Algoritmo 1: 228 de 256 fuentes, por hasta 6 saltos. Los ojos (291) nunca son superados.

gallery-tcd-torus-title = Cada nodo del toro es un ojo
gallery-tcd-torus-note = En un toro cada fuente alcanza el valor del ojo: 291 saltos en 16×16, desde (5, 9) como desde cualquier otro punto.

gallery-tcd-1024-title = Un millón de fuentes a la vez
gallery-tcd-1024-note = El mejor plan recursivo por subcubos desde cada fuente de la malla 1024×1024, calculado nivel a nivel mediante transformadas de distancia en lugar de un millón de simulaciones.

gallery-tcd-sweep-k-title = Gráfico: la TCD frente a k, y el fallo del Teorema 2
gallery-tcd-sweep-k-note = De 2×2 a 256×256: la TCD de la esquina y la del ojo sobre sus formas cerradas, y la proporción de fuentes donde un plan válido supera al Algoritmo 1, de 4 de 16 a 65.476 de 65.536.

gallery-exercise-least-32x32-title = Ejercicio: ¿dónde debería estar la fuente?
gallery-exercise-least-32x32-note = En la malla 32×32, haga clic en la fuente que crea que da la TCD mínima; el mapa queda neutro hasta encontrar una de las mejores, y a partir del tercer intento fallido la respuesta indica cuánto se aleja su valor.

gallery-tcd-least-known-8x8-title = Figura 2: la TCD mínima de cada nodo
gallery-tcd-least-known-8x8-note = La TCD mínima conocida de cada nodo, marcada según cómo se conoce: 69 y 70 demostrados alrededor de los ojos, intervalos en el resto (69–79 en la esquina). Las Ecs. (8)–(10), tal como están impresas, coinciden con los planes.

gallery-tcd-regions-8x8-title = Quién responde de qué submalla
gallery-tcd-regions-8x8-note = Las Figs. 4–6 de 000 explican adónde va cada mensaje según la submalla de la que se encarga su emisor. Los recuadros discontinuos las muestran tras cada paso: desde el ojo (2, 2), el paso 1 divide la malla a lo largo de x, el paso 2 a lo largo de y, y en el paso 3 el poseedor de cada cuadrante entrega a un vecino la mitad más próxima al lado de su ojo: (2, 2) conserva x = 2…3 y (1, 2) toma x = 0…1.

gallery-tcd-eye-8x8x8-title = Un ojo en 3-D: 525 en 8×8×8
gallery-tcd-eye-8x8x8-note = El Algoritmo 2 desde un ojo de la malla 8×8×8, dibujado en cortes z; los ocho ojos empatan en la TCD mínima.

gallery-tcd-4x4x4-recursive-title = El Teorema 3 también falla en 3-D
gallery-tcd-4x4x4-recursive-note = Desde (1, 0, 0) de la malla 4×4×4 el Algoritmo 2 necesita 68 saltos; un plan recursivo válido necesita 66.

gallery-tcd-4d-title = Cuatro dimensiones, en números
gallery-tcd-4d-note = Una malla 4×4×4×4 no tiene imagen, pero sí la misma tabla: los mejores planes recursivos por subcubos alcanzan 255 desde 16 fuentes.

gallery-tcd-least-known-4x4x4-title = La Figura 5 en 3-D: la TCD mínima de cada nodo de 4×4×4
gallery-tcd-least-known-4x4x4-note = La Figura 5 de 002 muestra la TCD mínima de cada nodo de la malla 4×4×4 en cuatro planos y; castlab dibuja cortes z. Cada valor aquí está demostrado por un certificado, y el mínimo, 63 (la Ec. (13) del Teorema 5 tal como está impresa), se alcanza exactamente en los 8 ojos que el artículo subraya.

gallery-plan-beats-algorithm-1-title = Su propio plan: 70 desde (6, 3), donde el Algoritmo 1 necesita 73
gallery-plan-beats-algorithm-1-note = Un plan leído de un archivo (el mejor plan recursivo por subcubos de castlab desde (6, 3), exportado y cargado de nuevo) y comprobado por el mismo validador que los de castlab: un puerto, cada nodo informado una sola vez, 70 saltos en total. El mapa de al lado es el del Algoritmo 1, 73 en esta fuente, y la cota certificada dice que ningún plan baja de 70: así, cualquier plan puede comprobarse, compararse con el artículo y demostrarse el mejor.

gallery-plan-one-port-broken-title = Un plan erróneo: un nodo, dos mensajes en un paso
gallery-plan-one-port-broken-note = El mismo plan con un error: en el paso 3, (2, 3) envía a (2, 1) y también a (2, 6). La comprobación nombra la primera regla incumplida, one-port (un nodo envía un mensaje por paso), con su paso y el nodo que marcar en el mapa, de modo que un plan hecho a mano muestra exactamente dónde falla.

gallery-classical-mesh-8x8-title = La malla 8×8 en el modelo telefónico: 14 rondas, su diámetro
gallery-classical-mesh-8x8-note = Desde la esquina (0, 0) la heurística de emparejamiento informa a los 64 vértices en 14 rondas, la distancia de la esquina a la esquina opuesta, así que ninguna difusión es más rápida; el panel de los tres modelos la pone junto a los 21 pasos ordenados del orden por dimensiones y a las ejecuciones desordenadas.

gallery-classical-torus-4x4x4-title = El toro 4×4×4 en 6 rondas
gallery-classical-torus-4x4x4-note = 64 vértices necesitan al menos ⌈log₂ 64⌉ = 6 rondas, y el diámetro también es 6; la heurística de emparejamiento alcanza ambos desde (0, 0, 0), así que b = 6.

## WK-recursive networks (core/src/examples/wk.rs): paper 001

gallery-wk-figure-3-title = Figura 3: difusión desde 201 en WK(4, 3)
gallery-wk-figure-3-note = Recorra paso a paso el ejemplo del artículo: 201 envía (1, 0) a 210, y la etiqueta (m, t) indica a cada nodo si debe reenviar. Todos lo reciben una sola vez, en 7 pasos.

gallery-wk-stack-title = La difusión basada en pila
gallery-wk-stack-note = La difusión de Chen y Duh lleva una pila de etiquetas de enlace; también termina en 7 pasos, cada nodo una sola vez, pero con 6 bits de etiqueta en lugar de 4.

gallery-wk-constant-label-title = Etiqueta constante frente a la pila, WK(4, 6)
gallery-wk-constant-label-note = Con seis niveles de profundidad la etiqueta constante sigue necesitando 5 bits y como máximo 5 comparaciones por nodo; la pila necesita 18 bits y hasta 29 operaciones.

gallery-wk-eccentricity-title = Más rápido que el diámetro
gallery-wk-eccentricity-note = Desde 012 la difusión termina tras 6 pasos, uno menos que el diámetro 2^L − 1 = 7: todo nodo cuyos dígitos son todos distintos está así de cerca de todos.

gallery-wk-sweep-labels-title = Gráfico: etiqueta constante frente a la pila, L = 1 a 7
gallery-wk-sweep-labels-note = Desde la esquina (la fuente del enlace) la etiqueta constante es solo p, 2 bits para cada L; desde 0…01, que no es una esquina, es (m, t), 5 bits a partir de L = 5 (la línea discontinua). La etiqueta de la pila crece hasta 21 bits en L = 7, su pila hasta 7 entradas y su trabajo total de decisión hasta diez veces el de la etiqueta constante.

gallery-exercise-when-wk-title = Ejercicio: ¿en qué paso se alcanza este nodo?
gallery-exercise-when-wk-note = Todos los puertos, un salto por paso, según las reglas de la etiqueta constante: indique en qué paso el nodo marcado de WK(4, 3) recibe el mensaje de 201.

gallery-wk-outline-4-3-title = El grafo contorno: WK(4, 3) visto como WK(4, 2)
gallery-wk-outline-4-3-note = La Definición 5 toma cada clúster WK(4, 1) como un vértice. Los 16 discos y los enlaces entre ellos forman WK(4, 2), como dice la Proposición 1: 24 enlaces dentro de sus 4 clústeres (antes enlaces de nivel 1) y 6 entre ellos (antes de nivel 2), cada uno un nivel por debajo que en la red.

gallery-classical-wk-3-2-title = WK(3, 2) en 4 rondas desde cada vértice
gallery-classical-wk-3-2-note = 9 vértices necesitan al menos ⌈log₂ 9⌉ = 4 rondas; la búsqueda exhaustiva encuentra una difusión de 4 rondas desde cada originador, así que b(WK(3, 2)) = 4.

## Orderly broadcasting on tori (core/src/examples/orderly.rs): paper 003

gallery-orderly-9x13-title = El ejemplo de la tesis: T_9×13 desde (0, 3)
gallery-orderly-9x13-note = Bajo el orden Π todo vértice queda informado en el instante 14, cuatro pasos por encima del diámetro; el primer mapa muestra cuándo recibe cada vértice el mensaje, y por qué etiqueta.

gallery-orderly-printed-ell-title = ℓ tal como lo imprime §3.1 incumple el Lema 3.8.1
gallery-orderly-printed-ell-note = Con el ℓ impreso (par) Π necesita 16 en T_14×10, uno más de lo que permite el lema; el ejemplo siguiente usa ℓ impar.

gallery-orderly-odd-ell-title = Con ℓ impar se cumple
gallery-orderly-odd-ell-note = Con ℓ impar, como usa el propio ejemplo de la tesis, Π alcanza exactamente su cota 15 en T_14×10.

gallery-orderly-search-4x4-title = Un orden mejor que Π en T_4×4
gallery-orderly-search-4x4-note = Π necesita 6; una búsqueda local con semilla encuentra un orden que necesita 5, la cota inferior del Teorema 2.2.1, así que es óptimo.

gallery-orderly-certified-5x6-title = b^o(T_5×6) = 7, demostrado
gallery-orderly-certified-5x6-note = Un orden hallado por un resolvedor SAT informa a todo vértice en el instante 7 desde cualquier originador, la cota inferior del Teorema 2.2.1, así que b^o = 7; Π y la búsqueda local necesitan 8.

gallery-orderly-orientation-title = Girar el toro: T_9×8
gallery-orderly-orientation-note = Tal como está dispuesto, el Lema 3.8.2 acota Π por 13; el Teorema 3.8.1 gira Π a lo largo del lado par y demuestra 12, que Π alcanza.

gallery-orderly-3d-title = Tres dimensiones: Π_d en T_6×6×4
gallery-orderly-3d-note = Π_d informa al toro en el instante 15, dentro de los 18 del Teorema 4.3.1.

gallery-orderly-cycle-title = El ciclo C_7
gallery-orderly-cycle-note = Se prueban todos los órdenes del 7-ciclo: el mejor necesita 4 = ⌊2n/3⌋, uno menos que el ⌈2n/3⌉ = 5 que imprime §1.3.

gallery-orderly-sweep-lemma-title = Gráfico: Π en 1.444 toros frente a la cota del lema
gallery-orderly-sweep-lemma-note = Todos los toros de 3×3 a 40×40, todos los originadores: Π se mantiene dentro de la cota del Lema 3.8.1/3.8.2 en todos ellos y la iguala en 637 (los anillos); T_9×13 necesita 14.

gallery-orderly-sweep-printed-ell-title = Gráfico: dónde el ℓ impreso en §3.1 incumple la cota
gallery-orderly-sweep-printed-ell-note = Los mismos 1.444 toros con ℓ tal como lo imprime §3.1: 116 de ellos (las cruces) necesitan un paso más de lo que permite el lema, a partir de T_14×10.

gallery-orderly-sweep-3d-title = Gráfico: toros 3-D frente al Teorema 4.3.1
gallery-orderly-sweep-3d-note = T_m×n×4 para m, n de 3 a 12: Π queda holgadamente dentro de la cota del Teorema 4.3.1 en todas partes; el color es la holgura respecto a la cota.

gallery-exercise-when-9x13-title = Ejercicio: ¿cuándo se informa este vértice?
gallery-exercise-when-9x13-note = Siga las etiquetas de Π desde el originador (0, 3) hasta el vértice marcado; un instante equivocado recibe una pista que nombra al vecino del que recibe el mensaje.

gallery-orderly-messy-exact-path-title = Difusión desordenada, exacta: el camino P_8
gallery-orderly-messy-exact-path-note = Los peores casos de §1.2.2 son máximos sobre todas las elecciones, así que las muestras solo se acercan a ellos. La búsqueda exhaustiva los da exactamente desde un extremo de P_8: n − 1 = 7 bajo M1 y M2, 2n − 3 = 13 bajo M3, donde un vértice puede primero reenviar hacia donde recibió el mensaje.

gallery-orderly-lemma-3-5-1-3x3-title = El Lema 3.5.1 en T_3×3: (0, 1) es más rápido que (0, 0)
gallery-orderly-lemma-3-5-1-3x3-note = El Lema 3.5.1 dice que ningún originador (0, j), j ≤ ℓ, mejora a (0, 0). En T_3×3 bajo Π la difusión desde (0, 1) termina en 4, la de (0, 0) en 5; entre los 1.444 toros hasta 40, 498 tienen un originador así (erratas).

gallery-orderly-figures-19-20-title = Figuras 19–20: desde (m − 1, j), m y j impares
gallery-orderly-figures-19-20-note = Las Figuras 19 y 20 siguen los caminos desde los originadores que necesita el análisis de casos del Lema 3.8.2: aquí (8, 3) en T_9×13, m y j impares. La ejecución muestra quién informa a quién, paso a paso; la difusión termina en 14, dentro de los 15 del lema.

gallery-orderly-figure-23-title = Figura 23: T_7×5×4×3 desde (0, 1, 0, 0)
gallery-orderly-figure-23-note = La Figura 23 dice que el primer plano queda informado en t₀ = 11 (la fórmula de §4.3 da 12) y el primer cubo en 16. Bajo Π_d el plano termina en 9 y el cubo en 15 (las pruebas del núcleo comprueban ambos); el toro entero en 19, dentro de los 26 del Teorema 4.3.1.

gallery-plan-ordering-4x6-title = Un archivo de orden para T_4×6 que alcanza 6
gallery-plan-ordering-4x6-note = El orden óptimo certificado del toro 4×6, escrito como archivo (los vecinos de cada vértice en orden de etiquetas) y comprobado de nuevo: desde cualquier originador todo vértice queda informado en el instante 6, la cota inferior del Teorema 2.2.1, un paso antes que los 7 de Π. Cambie el orden de un vértice en el archivo y la comprobación indicará lo que cuesta.

## Manhattan Street networks (core/src/examples/msn.rs): paper 004

gallery-msn-route-title = Una ruta más corta en la red Manhattan Street 8×8
gallery-msn-route-note = Calles de sentido único: de (0, 0) a (3, 5) hay 6 saltos según la Ec. (5), la etiqueta de encaminamiento 000111, confirmados por búsqueda en anchura.

gallery-msn-mean-distance-title = Distancia media de una red 10×6
gallery-msn-mean-distance-note = La media sobre todos los pares es 47/10, exactamente lo que da la Ec. (27).

gallery-msn-total-exchange-title = Intercambio total en 158 ranuras
gallery-msn-total-exchange-note = Cada nodo envía un paquete a todos los demás, fase a fase, con cada enlace ocupado en cada ranura: 158 ranuras en 8×8, el óptimo de la Ec. (28).

gallery-msn-multinode-broadcast-title = Difusión multinodo en N²/2 ranuras
gallery-msn-multinode-broadcast-note = Todos los nodos difunden a la vez; los conjuntos A_1 … A_32 nunca colisionan y alcanzan la cota inferior de 32 ranuras.

gallery-msn-hamiltonian-title = Dos ciclos hamiltonianos disjuntos en aristas
gallery-msn-hamiltonian-note = El naranja y el azul visitan cada uno los 64 nodos y no comparten ningún enlace; una difusión multinodo sobre ambos anillos necesita 31,5 ranuras.

gallery-msn-sweep-mean-distance-title = Gráfico: distancia media frente a N
gallery-msn-sweep-mean-distance-note = De 4×4 a 64×64: la media sobre todas las rutas cae exactamente sobre la Ec. (27), un poco por encima del (X+Y)/4 del toro, y la cota de rendimiento cae como 1/N.

gallery-exercise-hops-msn-title = Ejercicio: ¿cuánto mide esta ruta?
gallery-exercise-hops-msn-note = Cuente los saltos de la ruta más corta de (0, 0) a (7, 3) en la red Manhattan Street 10×6, donde todas las calles son de sentido único.

gallery-msn-areas-10x8-title = Figs. 3–4: las áreas de destino, y el factor perdido de la Ec. (21)
gallery-msn-areas-10x8-note = Cada destino de la red 10×8 toma el color de la familia de caminos que lo alcanza primero: las áreas A₁ … A₄ en las que las Ecs. (6)–(9) escriben la distancia. El panel suma las distancias por clase de paridad: la búsqueda en anchura da 108 para x e y impares, como el Apéndice A.9; la Ec. (21) tal como está impresa da 64.

gallery-classical-msn-4x4-title = La red Manhattan Street 4×4: 6 rondas por calles de sentido único
gallery-classical-msn-4x4-note = Las llamadas van solo por los enlaces de salida. Desde (0, 0) la búsqueda exhaustiva necesita 6 rondas, una más que la excentricidad 5 y dos más que ⌈log₂ 16⌉ = 4; las cotas de la difusión desordenada enunciadas para grafos no dirigidos se marcan como no aplicables.

## The families beyond the papers (core/src/examples/families.rs): paper 003

gallery-hypercube-binomial-title = El árbol binomial en Q_4
gallery-hypercube-binomial-note = Cada vértice informado llama a lo largo de la dimensión siguiente: 16 vértices en 4 rondas, ⌈log₂ 16⌉, algo que ninguna difusión mejora (003 §1.2.1: b(H_m) = m).

gallery-hypercube-orderly-title = Difusión ordenada en Q_4, dimensión a dimensión
gallery-hypercube-orderly-note = Con los enlaces de cada vértice en orden de dimensión, la difusión ordenada necesita m(m + 1)/2 = 10: el peor tiempo desordenado M3 que cita 003 §1.2.2, frente a 4 rondas cuando los vértices pueden elegir.

gallery-butterfly-exact-title = La mariposa cíclica BF(3) en 5 rondas
gallery-butterfly-exact-note = La búsqueda exhaustiva encuentra b = 5 = 2m − 1: la cota superior de Klasing, Monien, Peine y Stöhr se alcanza; su cota inferior 1,7417m (5,2) es asintótica y aquí falla.

gallery-butterfly-2m-2-title = BF(10) en 18 rondas, una menos que 2m − 1
gallery-butterfly-2m-2-note = La heurística de emparejamiento de castlab difunde en la mariposa cíclica de dimensión 10 en 18 rondas, con cada llamada comprobada por el validador: una ronda menos que el 2m − 1 = 19 de Klasing, Monien, Peine y Stöhr, y por encima de su asintótico 1,7417m ≈ 17,4.

gallery-butterfly-orderly-title = Difusión ordenada en BF(3)
gallery-butterfly-orderly-note = Recto hacia arriba, cruzado hacia arriba, recto hacia abajo, cruzado hacia abajo en cada vértice: 8 pasos, 3 más que las 5 rondas del modelo telefónico.

gallery-debruijn-exact-title = El grafo de De Bruijn UB(2, 5) en 6 rondas
gallery-debruijn-exact-note = 32 vértices necesitan al menos ⌈log₂ 32⌉ = 5 rondas; la búsqueda exhaustiva demuestra 6 desde 00000, dentro del 1,5m + 1,5 = 9 de Bermond y Peyrat.

gallery-debruijn-heuristics-title = UB(2, 8): las heurísticas lado a lado
gallery-debruijn-heuristics-note = Desde 00000000 la heurística de emparejamiento y la difusión por árbol generador necesitan ambas 12 rondas, dentro del conocido 1,5m + 1,5 = 13,5 y 4 por encima de ⌈log₂ 256⌉ = 8; el panel de los tres modelos las pone junto a los tiempos ordenados y desordenados.

gallery-ccc-refutes-5k-over-2-title = CCC(4) en 9 rondas, no ⌈5k/2⌉ = 10
gallery-ccc-refutes-5k-over-2-note = 003 §1.2.1 da b(CCC_k) = ⌈5k/2⌉; la búsqueda exhaustiva encuentra una difusión de 9 rondas y demuestra que no hay ninguna de 8: ⌈5k/2⌉ − 1.

gallery-ccc-at-its-diameter-title = CCC(8) tan rápido como su diámetro
gallery-ccc-at-its-diameter-note = 2.048 vértices informados en 18 rondas, el diámetro, así que ninguna difusión es más rápida: el ⌈5k/2⌉ = 20 de 003 §1.2.1 lo sobrestima en dos.

gallery-ccc-3-title = CCC(3): tan rápido como su diámetro
gallery-ccc-3-note = 24 vértices, diámetro 6, y una difusión de 6 rondas: ⌈5k/2⌉ = 8 lo sobrestima en dos.

gallery-census-orderly-above-classical-title = G_84: b^o = 5/3 de b, la mayor razón del censo
gallery-census-orderly-above-classical-note = En los 995 grafos conexos de 2 a 7 vértices, siempre b ≤ b^o (003, Observación 2.1.1). En este grafo de 6 vértices b = 3, pero el mejor orden necesita 5: el mayor b^o/b, que comparten otros cuatro grafos (G_103, G_375, G_585, G_754).

gallery-census-messy-three-times-orderly-title = G_865: b^o = 3, la peor ejecución M3 tres veces más lenta
gallery-census-messy-three-times-orderly-note = El mejor orden de este grafo de 7 vértices termina en 3 pasos desde cualquier originador; la peor ejecución M3 necesita 9. Ningún grafo del censo tiene un b^m₃/b^o mayor; otros 21 llegan a 3, y G_865 es el primero.

gallery-complete-doubling-title = K_12 por duplicación
gallery-complete-doubling-note = Los informados se duplican en cada ronda: 12 vértices en ⌈log₂ 12⌉ = 4 rondas (003 §1.2.1: b(K_n) = ⌈log₂ n⌉).

gallery-complete-orderly-title = Difusión ordenada en K_6 en orden numérico
gallery-complete-orderly-note = Cada vértice llama a los demás en orden numérico: 5 pasos frente a 3 rondas, dentro del ⌈log n⌉ + 2⌈√log n⌉ = 7 de 003 §1.3 para el mejor orden.

gallery-path-tree-title = P_9 desde el centro
gallery-path-tree-note = Cuatro vértices a cada lado, y un lado espera una ronda: 5 rondas, el óptimo de la difusión en árboles.

gallery-path-orderly-title = Difusión ordenada en P_7
gallery-path-orderly-note = Primero el vecino menor en todas partes necesita 11; el mejor de todos los órdenes, hallado probándolos, necesita 9 = ⌈(3n − 4)/2⌉ (003 §1.3).

gallery-cycle-tree-title = C_9 en ambos sentidos
gallery-cycle-tree-note = Dos arcos de cuatro, uno empieza una ronda más tarde: ⌈9/2⌉ = 5 rondas desde cualquier vértice.

gallery-cycle-orderly-title = Difusión ordenada en C_9
gallery-cycle-orderly-note = Primero el vértice siguiente, luego el anterior: 6 = ⌊2n/3⌋, el óptimo para el que se probaron todos los órdenes (003 §1.3 imprime ⌈2n/3⌉; véanse las erratas).

gallery-exercise-build-q3-title = Ejercicio: construya una difusión en Q_3
gallery-exercise-build-q3-note = Haga clic en un llamante y luego en el vecino al que llama, ronda a ronda, desde 101: el validador nombra cualquier regla incumplida, y un plan completo se puntúa por sus rondas frente a b(101), que castlab conoce aquí con exactitud.

gallery-exercise-build-bf3-title = Ejercicio: construya una difusión en la mariposa BF(3)
gallery-exercise-build-bf3-note = Construya una difusión en el modelo telefónico desde el nodo 0,000 (nivel 0, fila 000) con clics en los niveles y filas de la mariposa; un plan completo se puntúa por sus rondas frente a b(0,000), conocido aquí con exactitud, y la respuesta indica cómo se conoce.

gallery-butterfly-sweep-bounds-title = Gráfico: BF(m) por dimensión frente a las cotas publicadas
gallery-butterfly-sweep-bounds-note = b/m para m = 3 … 12 frente a (2m − 1)/m y 1,7417 de Klasing, Monien, Peine y Stöhr: el mejor plan de castlab alcanza 2m − 1 en BF(3), exactamente (5 rondas), y necesita 2m − 2 en m = 10 y 11 (18 y 20 rondas).

gallery-debruijn-sweep-bounds-title = Gráfico: UB(2, m) por dimensión frente a las cotas publicadas
gallery-debruijn-sweep-bounds-note = b/m desde 0…0 para m = 2 … 12 frente al conocido 1,5m + 1,5 y al 1,3171m de Klasing et al.: por debajo de la cota superior en cada m (19 rondas en m = 12, frente a 19,5), y por debajo de la cota inferior asintótica en m = 4 (5 rondas, frente a 5,27).

gallery-hypercube-sweep-orderly-title = Gráfico: el orden por dimensiones de Q_m frente al m(m + 1)/2 de 003
gallery-hypercube-sweep-orderly-note = b^Π(G) del orden por dimensiones para m = 1 … 12 es m(m + 1)/2 en cada m, el valor que 003 §1.2.2 imprime como b₃^o(H_m) (un tiempo desordenado): 78 en m = 12, seis veces y media el diámetro 12.

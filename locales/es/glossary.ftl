# El glosario (core/src/glossary.rs) y el marco de las explicaciones
# (web/src/components/explain.rs). .forms: las palabras que nombran el término
# en el texto, separadas por |; incluya cada forma que usan las frases
# (solo coinciden palabras completas).

glossary-one-port = one-port
    .definition = En un paso, cada nodo informado envía como máximo un mensaje; el mensaje puede atravesar muchos enlaces (encaminamiento cut-through) y aun así tardar un solo paso.
    .forms = One-port | one-port

glossary-time-step-optimal = óptimo en pasos de tiempo
    .definition = Una difusión a N = 2^m nodos en m pasos, el mínimo posible en one-port: el conjunto de nodos informados se duplica en cada paso.
    .forms = óptimas en pasos de tiempo | óptimos en pasos de tiempo | óptima en pasos de tiempo | óptimo en pasos de tiempo

glossary-tcd = TCD
    .definition = Distancia total de comunicación (total communication distance): los saltos de todos los mensajes de una difusión, sumados. Menos saltos cargan menos la red.
    .forms = TCD | distancia total de comunicación

glossary-eye = ojo
    .definition = Un nodo desde el que la difusión recursiva de los artículos alcanza la menor TCD (Definiciones 2, 5 y 7 de los artículos sobre TCD): de los ojos propios de las submallas, los más cercanos al centro, separados por a_k = (2^k − (−1)^k)/3, es decir, cerca de los puntos a un tercio de la malla (5 y 10 en 16 × 16); y, recursivamente, los de cada submalla.
    .forms = ojo superior derecho | ojo de la mitad inferior | ojos | Ojos | ojo | Ojo

glossary-dimension-ordered = ruta ordenada por dimensiones
    .definition = Una ruta que corrige primero x, después y, después z; castlab prueba también los otros órdenes para evitar que dos mensajes de un mismo paso compartan un enlace.
    .forms = rutas ordenadas por dimensión | ruta ordenada por dimensiones | encaminados | encaminadas | encaminado | encaminada | xy | yx

glossary-all-port = all-port
    .definition = Un nodo informado puede enviar por todos sus enlaces en el mismo paso; un mensaje atraviesa un enlace por paso.
    .forms = all-port

glossary-wk = WK(W, L)
    .definition = Una red WK-recursiva completa: W^L nodos direccionados por L dígitos en base W; W nodos forman un clúster completo, W clústeres uno mayor, con L niveles de profundidad.
    .forms = WK-recursivas | WK-recursiva | WK(

glossary-msn = red Manhattan Street
    .definition = Una malla X × Y de calles de sentido único cuyas direcciones alternan fila a fila y columna a columna, con los bordes unidos: cada nodo tiene un enlace de salida horizontal y uno vertical.
    .forms = Manhattan Street

glossary-slot = ranura
    .definition = El tiempo que tarda un paquete en atravesar un enlace, con almacenamiento y reenvío (store-and-forward); cada enlace dirigido lleva un paquete por ranura, y todos los enlaces de un nodo trabajan a la vez.
    .forms = media ranura | Media ranura | ranuras | ranura | Ranura

glossary-te = TE
    .definition = Intercambio total (total exchange): cada nodo envía un paquete distinto a cada uno de los demás nodos.
    .forms = intercambio total | Intercambio total | TE

glossary-mnb = MNB
    .definition = Difusión multinodo (multinode broadcast): cada nodo difunde su propio paquete a todos los demás, todos a la vez.
    .forms = difusión multinodo | Difusión multinodo | MNB

glossary-orderly = difusión ordenada
    .definition = Cada vértice numera sus aristas de salida 1, 2, …; un vértice informado en el instante t envía por la arista i en el instante t + i, incluso a un vecino que ya conoce el mensaje.
    .forms = difusión ordenada | Difusión ordenada | ordenadas | ordenados | ordenada | ordenado

glossary-b-pi = b^Π
    .definition = El tiempo de difusión ordenada con el orden Π: b^Π(u) desde el originador u, b^Π(G) el mayor sobre todos los originadores. b^o(G) es el menor b^Π(G) sobre todos los órdenes.
    .forms = b^Π

glossary-diameter = D
    .definition = El diámetro: la mayor distancia entre dos vértices. Ninguna difusión desde el peor originador puede terminar antes.
    .forms = diámetro | Diámetro

glossary-verdict = se cumple / falla / abierta
    .definition = Una afirmación de un artículo comprobada aquí: se cumple (cierta, por búsqueda exhaustiva donde hace falta), falla (un plan válido o un recuento la refuta), abierta (no refutada, pero solo una búsqueda exhaustiva podría confirmarla), no aplicable (la afirmación trata de otra cosa).
    .forms = se cumple / falla / abierta

glossary-holder = poseedor
    .definition = El nodo que tiene el mensaje para una submalla (o un subcubo): debe informar a todos sus nodos. Los algoritmos de división a la mitad dan a cada poseedor la mitad de su bloque para transmitirla, hasta que cada bloque es un solo nodo.
    .forms = poseedores | Poseedores | poseedor | Poseedor

glossary-submesh = submalla
    .definition = Un bloque de la malla que un algoritmo de división a la mitad trata como una malla propia: la malla 8×8 se divide en cuatro submallas 4×4, y cada una en cuatro de 2×2. En 3-D y más dimensiones, un subcubo.
    .forms = submallas | submalla | subcubos | subcubo

glossary-turn = giro de una submalla
    .definition = El Algoritmo 1 está escrito para un poseedor en el cuarto superior izquierdo. Un poseedor situado en otro lugar gira primero su submalla (un cuarto de vuelta o media vuelta en la página) hasta quedar arriba a la izquierda, ejecuta los pasos escritos y deshace el giro del resultado: por eso «arriba a la derecha» puede apuntar a la izquierda o hacia abajo en la página.
    .forms = media vuelta | cuarto de vuelta en sentido horario | cuarto de vuelta en sentido antihorario | cuarto de vuelta | arriba a la izquierda | arriba a la derecha | abajo a la izquierda | superior derecho | superior izquierdo | inferior izquierdo

glossary-cluster = clúster
    .definition = En WK(W, L): W nodos unidos todos con todos forman un clúster de nivel 1; W clústeres de nivel c, unidos por un enlace entre cada par, forman un clúster de nivel c + 1.
    .forms = clúster más pequeño | clústeres | clúster

glossary-inner-neighbour = vecino interno
    .definition = Un nodo del mismo clúster más pequeño: los W − 1 nodos cuya dirección difiere solo en el último dígito.
    .forms = vecinos internos | vecino interno

glossary-inter-cluster-link = enlace entre clústeres
    .definition = El único enlace de un nodo que sale de su clúster más pequeño y une dos clústeres de algún nivel c (su nivel). Las esquinas de toda la red no tienen ninguno.
    .forms = enlaces entre clústeres | enlace entre clústeres

glossary-wk-label = etiqueta (WK)
    .definition = Lo que lleva un mensaje WK además de su contenido: (m, t), el nivel más alto de enlace que ha cruzado el mensaje (m) y, en la etapa i, el identificador de esquina de la subred WK(W, i − 1) (t), que un nodo transmite sin cambios a los demás nodos de su clúster; desde una fuente en esquina, un dígito p. Las etiquetas de Fang et al. siguen siendo así de pequeñas a cualquier tamaño.
    .forms = etiqueta de esquina | nueva etiqueta | etiqueta (m, t) | (m, t) | dígito de la etiqueta | etiquetas | etiqueta

glossary-cor-level = cor-level(v)
    .definition = El nombre que da el artículo al nivel del enlace entre clústeres de v: el número de últimos dígitos iguales de la dirección de v (L para una esquina de la red).
    .forms = cor-level(v) | cor-level

glossary-flip-cor-id = flip-cor-id(v)
    .definition = El nombre que da el artículo al último dígito del nodo situado en el otro extremo del enlace entre clústeres de v.
    .forms = flip-cor-id(v) | flip-cor-id

glossary-stack = pila
    .definition = La difusión de Chen y Duh lleva una pila de etiquetas de enlace; un nodo alcanzado por un enlace con etiqueta i desapila hasta que la cima supera i, apila i y envía por cada enlace cuya etiqueta no está en la pila. Crece con L, mientras que la etiqueta de Fang et al. no.
    .forms = pilas | pila | enlaces cuya etiqueta

glossary-orderly-label = etiqueta (ordenada)
    .definition = El lugar de una arista en la lista de su vértice: un vértice informado en el instante t envía por su arista con etiqueta i en el instante t + i.
    .forms = etiqueta 1 | etiqueta 2 | etiqueta 3 | etiqueta 4 | arista con etiqueta | usa la etiqueta | con etiqueta

glossary-list = lista (orden)
    .definition = El orden en que un vértice usa sus aristas en la difusión ordenada; un orden da a cada vértice su lista. Las listas de Π siguen los casos a–d del §3.2 de Taslakian, según la columna del vértice.
    .forms = su lista | listas | lista | casos a/b | casos c/d

glossary-originator = originador
    .definition = El vértice desde el que empieza una difusión ordenada.
    .forms = originadores | originador

glossary-path-family = familia de caminos
    .definition = Las cuatro formas de encaminar en una red Manhattan Street, según el cuadrante en que está el destino: NE, SW, SE, NW (Varvarigos, Ec. (5)); se toma la más corta.
    .forms = familia de caminos más corta | familia de caminos

glossary-routing-tag = etiqueta de encaminamiento
    .definition = La ruta como cadena de bits: 0 toma el enlace de fila, 1 el de columna.
    .forms = etiqueta de encaminamiento

glossary-phase = fase P(i, j)
    .definition = Intercambio total por rondas: en la fase P(i, j) cada nodo envía a la vez sus paquetes para los desplazamientos (i, j) y (j, i), a lo largo de un camino fijo L^{"{"}(i,j){"}"} y de su complemento (el mismo camino con filas y columnas intercambiadas).
    .forms = Fase P( | fase P( | camino de la fase | L^{"{"}( | complemento | medios paquetes | medio paquete | paquetes | paquete

glossary-translate = trasladado
    .definition = El mismo conjunto de enlaces desplazado para empezar en otro nodo (el automorfismo R); los trasladados de los conjuntos A_i nunca comparten un enlace, así que todos los nodos envían a la vez.
    .forms = trasladados | trasladado | A_

glossary-ring = anillo hamiltoniano
    .definition = Un ciclo que pasa una vez por cada nodo; dos que no comparten ningún enlace llevan medio paquete cada uno.
    .forms = anillos | anillo

glossary-certificate = certificado
    .definition = Un plan encontrado por un solucionador SAT, con la prueba del solucionador de que ninguno es mejor (documentación: óptimos certificados).
    .forms = certificado | x − 2^b

glossary-halving = división a la mitad (mejor destino, mejor división)
    .definition = Las búsquedas de castlab sobre planes de división a la mitad: cada bloque informado envía a la otra mitad, al nodo donde la distancia más el coste restante de esa mitad es mínimo (el mejor destino); el óptimo exhaustivo prueba todas las divisiones.
    .forms = mejor destino | mejor división | subcubos informados | subcubo informado | mitad receptora


glossary-explain-summary = ¿Qué estoy viendo?
glossary-explain-why = «¿Por qué? Narrar los pasos» pone el algoritmo junto a la imagen, marca las líneas que envían los mensajes del paso actual (discontinuas: las líneas de preparación y de bucle dentro de las que se ejecuta el paso) y explica el porqué en el registro de pasos, cuyos términos enlazan con el glosario; pase el puntero sobre una línea para ver sus mensajes en violeta, o sobre un nodo para ver la línea que lo informó. Las teclas . y , avanzan o retroceden un paso desde cualquier parte de la página.
glossary-sweep-intro-before = Un barrido: el mismo enlace en cada tamaño de sus rangos, un punto (o una celda) por tamaño, calculado en segundo plano con todos los núcleos. Pase el puntero sobre un punto o tóquelo para ver sus valores, haga clic para abrir ese tamaño, o léalos todos en la tabla. Las descargas CSV y JSON son lo que imprime{" "}
glossary-sweep-intro-after = {" "}para este enlace.
glossary-heading = Glosario

cli-locale-unknown = --locale { $tag }: castlab no tiene textos en ese idioma (tiene { $locales }); se usa { $fallback }
cli-locale-help =
    uso: castlab locale check <CARPETA>
         castlab locale list

    check CARPETA  comprueba una traducción (los archivos .ftl de la carpeta, o un
                   archivo .ftl) con las reglas que cumplen los idiomas de castlab:
                   cada mensaje inglés traducido, con los mismos marcadores y
                   atributos, ningún mensaje que falte en inglés, ninguna frase
                   inglesa sin traducir. Código de salida: 0 las cumple; 3 incumple
                   alguna (se muestra cada una); 1 no se puede leer.
    list           los idiomas que trae castlab, primero el inglés

    docs/translating.md explica cómo añadir un idioma.
cli-locale-check-needs-dir = locale check necesita la carpeta de una traducción, como locales/fr
cli-locale-unknown-command = orden de locale desconocida «{ $command }» (las órdenes son check y list)
cli-locale-check-no-files = { $dir } no contiene ningún archivo .ftl
# Before the summary: messages worded exactly as English ($ids: the first few ids).
cli-locale-check-same = nota: { $count ->
        [one] 1 mensaje dice
       *[other] { $count } mensajes dicen
    } exactamente lo mismo que en inglés (correcto para nombres y símbolos; revise los demás): { $ids }
cli-locale-check-summary = { $locale }: { $messages } de { $english } mensajes, { $problems ->
        [0] ningún problema
        [one] 1 problema
       *[other] { $problems } problemas
    }

# castlab's help screens (each ends the screen; flags, keys and examples stay as they are).
cli-help =
    castlab: algoritmos de difusión en redes de interconexión, desde la línea de órdenes

    uso: castlab eval [OPTIONS] <QUERY>    evalúa un enlace permanente, imprime JSON
         castlab sweep [OPTIONS] <QUERY>   lo evalúa en rangos de tamaños, CSV
         castlab check [OPTIONS] <FILE>    comprueba su propio plan u ordenación
         castlab examples [--pretty]       la galería de ejemplos en JSON
         castlab census [OPTIONS]          todo grafo pequeño bajo los tres
                                           modelos, o una muestra comprobada de nuevo
         castlab package [OPTIONS] <QUERY>...
                                           enlaces de ejercicios como paquete SCORM
         castlab locale <check DIR|list>   comprueba una traducción, lista los idiomas
         castlab help [COMMAND]            esta ayuda, o la de una orden

    opciones:
      -h, --help     imprime la ayuda (también tras una orden: castlab eval --help)
      -V, --version  imprime la versión
      --locale TAG   el idioma de las frases de castlab (en, de, es, zh-Hans);
                     por defecto el locale= del enlace, si no, LC_ALL,
                     LC_MESSAGES o LANG, y si no, inglés

    Código de salida: 0 éxito; 1 un error de ejecución o de E/S (con un mensaje en
    la salida de error estándar); 2 un error de uso, o con --strict un valor de la
    consulta no usado.
cli-eval-help =
    uso: castlab eval [OPTIONS] <QUERY>

    Evalúa un enlace permanente de castlab e imprime un objeto JSON.

      <QUERY>   la consulta de un enlace permanente, con o sin '?', o una URL
                entera, p. ej. 'v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper';
                '-' la lee de la entrada estándar

    opciones (--flag=VALUE y --flag VALUE funcionan; -- termina las opciones):
      --pretty  sangra el JSON
      --strict  termina con código 2 si un valor de la consulta no se usó o una
                clave es desconocida
      --ordering FILE
                con view=orderly, usa esta ordenación: un array JSON con un
                array por vértice (x el más rápido) de los índices de sus vecinos
                en orden de etiqueta, p. ej. [[1,3],[2,0],...]; debe listar
                exactamente los vecinos de cada vértice. Como máximo 64 MiB, de un
                archivo regular o una tubería (los dispositivos se rechazan)
      --census[=N]
                con view=tcd y cmp=ALGO: enruta el plan del algo del enlace desde
                cada fuente donde supera la TCD de cmp (o desde N de ellas,
                elegidas con el generador con semilla, seed 1) y añade un objeto
    {"            'census'"}: cuántas están libres de contención y cuántas no. Su
                presupuesto es fuentes x nodos <= 2^26: cada fuente hasta 8192
                nodos (64x64, 16x16x16), N <= 1024 en 256x256, N <= 64 en
                1024x1024
      --trace   añade 'pseudocode' (las líneas del algoritmo) y 'trace': por
                paso, por qué se envía cada mensaje:
    {"            {step, rule, line, context, sentence, count, messages}"}
                (context: las líneas de preparación y de bucle que el paso
                también ejecuta), los primeros 64 mensajes de cada motivo
                listados como coordenadas {"{from, to}"} (WK: dígitos de la
                dirección; view=classical en WK o en una familia: la celda en su
                cuadrícula de direcciones); count los cuenta todos
      --export schedule|ordering
                imprime en su lugar el plan de castlab (view=tcd desde src,
                view=broadcast, view=te) o su ordenación (view=orderly) en el
                formato de planes de castlab (docs/formats/), para editarlo y
                comprobarlo con castlab check
      --search N
                con --export ordering: busca entre N ordenaciones (1 a 1e9) una
                mejor, partiendo de la del enlace, y exporta la mejor
                (aceptación tardía: intercambia dos etiquetas de un vértice o
                mueve una; seed= del enlace es su semilla); la nota del plan da
                ambos b^Π(G)
      --restarts R
                con --search: reparte las N ordenaciones en R ejecuciones (1 a
                1000) desde la ordenación del enlace
      --csv TABLE
                imprime en su lugar una tabla de los mismos números en CSV:
    {"            'nodes'"} (una fila por nodo, x el más rápido, con cada mapa por
                nodo), 'summary' (cada valor individual) o el nombre de una
                lista del JSON ('schedule', 'deliveries', 'bounds', ...); un
                nombre desconocido lista las tablas de esta consulta
      -h, --help
                imprime esta ayuda

    Los valores que no se pueden usar se informan en la salida de error estándar
    y en el array "errors", y se sustituyen por sus valores por defecto. Una clave
    parecida a una conocida (dim, sorce) también se informa allí, con la clave
    que probablemente se quería; otras claves desconocidas se anotan en la salida
    de error estándar; utm_*, fbclid, gclid y ref se ignoran.

    Código de salida: 0 éxito; 1 un error de ejecución o de E/S; 2 un error de
    uso, o con --strict un valor de la consulta no usado.
cli-sweep-help =
    uso: castlab sweep [OPTIONS] <QUERY>

    Evalúa un enlace permanente en cada tamaño de sus rangos que la red y la
    vista permiten, e imprime una fila CSV por tamaño (RFC 4180): el tamaño (dims,
    w y l en WK, m o n en una familia), su enlace permanente canónico y los
    valores de resumen de la vista con los nombres que imprime castlab eval (los
    anidados unidos por puntos).

      <QUERY>   un enlace permanente en el que dims, w y l en net=wk, o m o n de
                una familia contiene un rango: un eje A..B (dims=3..40x3..40:
                todo toro con ambos lados de 3 a 40, el primer lado el más
                lento), un lado de cubo A..B^d (dims=2..64^2: los cuadrados de
                2x2 a 64x64), l=1..6, m=3..12 (net=butterfly&m=3..12: BF(3) a
                BF(12)) o n=3..64; los tamaños que la vista no permite (lados
                impares de MSN, mallas que no son 2^k) se omiten; un rango de una
                familia más allá de los tamaños que admite se rechaza.
                '-' lo lee de la entrada estándar

    opciones:
      --json            imprime en su lugar un array JSON de objetos, uno por fila
      --pretty          con --json, lo sangra
      --threads N       evalúa en N hilos (por defecto: todos los núcleos); la
                        salida son los mismos bytes sea cual sea N
      --shard K/N       evalúa solo la K-ésima de N porciones contiguas de
                        trabajo parecido; cada porción imprime la cabecera, y
                        la salida de la porción 1 seguida de las filas de las
                        demás en orden es el barrido entero, byte a byte
      --max-work W      sube o baja el presupuesto (por defecto 8589934592
                        unidades: número de nodos por el trabajo de la vista por
                        nodo, sumado; el barrido ordenado de todo toro hasta
                        40x40 es 4.9e8 y tarda 0.6 s en dos núcleos)
      --strict          termina con código 2 si un valor de la consulta no se usó
      -h, --help        imprime esta ayuda

    Límites: como máximo 65536 tamaños en los rangos. El progreso va a la salida
    de error estándar cuando es una terminal.

    Código de salida: 0 éxito; 1 un error de ejecución o de E/S; 2 un error de uso
    (un enlace sin rango, un rango más allá de los límites o del presupuesto), o
    con --strict un valor de la consulta no usado.
cli-examples-help =
    uso: castlab examples [--pretty]

    Imprime la galería de ejemplos como un array JSON: por ejemplo, su id, paper,
    title, note, permalink, lo que muestra y, bajo expect, los valores que
    promete, con las claves que imprime castlab eval.

      --pretty   sangra el JSON
      -h, --help imprime esta ayuda
cli-check-help =
    uso: castlab check [OPTIONS] <FILE|->

    Comprueba un plan o una ordenación en el formato JSON de castlab
    (docs/formats/: schedule.schema.json, ordering.schema.json) sobre la red que
    nombra, con las reglas del modelo de esa red: difusión one-port en mallas y
    toros (artículos 000, 002), all-port en redes WK (001), almacenamiento y
    reenvío en redes Manhattan Street (004), difusión ordenada (003). Imprime el
    veredicto (la primera regla incumplida por paso, con sus nodos, y cuántas
    reglas se incumplen en total), los números de castlab eval para él y, a su
    lado, el algoritmo del artículo y lo mejor que conoce castlab.

      <FILE>    el plan; '-' lee la entrada estándar. Como máximo 64 MiB, un
                archivo regular o una tubería; como máximo 1048576 mensajes,
                65536 pasos, 4096 nodos por ruta

    opciones:
      --json    imprime en su lugar el informe como un objeto JSON
      --pretty  con --json, lo sangra
      -h, --help
                imprime esta ayuda

    Exporte los de castlab como punto de partida: castlab eval '<QUERY>'
    --export schedule (view=tcd, broadcast o te) o --export ordering
    (view=orderly).

    Código de salida: 0 el plan cumple todas las reglas; 3 incumple una (el
    informe dice cuál); 1 el archivo no es un plan (no es JSON, no sigue el
    formato, un nodo fuera de la red, por encima de un límite) o no se puede
    leer; 2 un error de uso.
cli-census-help =
    uso: castlab census [OPTIONS]

    Todo grafo conexo de 2 a N vértices, una vez por clase de isomorfía, con D,
    su mayor grado, y sus tiempos de difusión calculados exactamente bajo los
    tres modelos: b (clásico, telefónico), b^o (ordenado: el mínimo, sobre toda
    ordenación, del tiempo del originador más lento) y b^m1, b^m2, b^m3
    (desordenado: el peor caso sobre toda ejecución). Imprime filas separadas
    por tabuladores, cada grafo en graph6 (el formato de nauty y NetworkX), en
    el orden en que castlab los guarda (core/src/census/graphs.tsv): por
    vértices, enlaces, graph6.

    opciones:
      --nodes N     grafos de hasta N vértices, de 2 a 8 (por defecto 7, el
                    censo guardado; 8 añade 11117 grafos y tarda mucho más de
                    media hora: sus grafos densos son los más lentos)
      --sample K    en su lugar, calcula de nuevo K filas del censo guardado,
                    elegidas con el generador con semilla, y compara (código 1
                    ante cualquier diferencia); 0 significa todas las filas
      --seed S      la semilla de la muestra (por defecto 1)
      --graph G6    en su lugar, la fila de un grafo, dado en graph6 (como
                    máximo 10 vértices, conexo; cualquier etiquetado)
      -h, --help    imprime esta ayuda

    Código de salida: 0 éxito; 1 una fila guardada difiere (o no se puede
    calcular); 2 un error de uso.

# castlab's refusals and reports.
# Shown under a usage error: the command's usage line and where its help is.
cli-usage-hint = uso: { $usage }
    para más, pruebe '{ $help }'
# The command line's words lexopt could not read (English as lexopt words them).
cli-arg-missing = falta un argumento
cli-arg-missing-for = falta el argumento de la opción '{ $option }'
cli-arg-unknown-option = opción no válida '{ $option }'
cli-arg-unexpected = argumento inesperado { $value }
cli-arg-unexpected-value = argumento inesperado para la opción '{ $option }': { $value }
cli-arg-not-unicode = el argumento no es Unicode válido: { $value }
cli-not-utf8 = { $value } no es UTF-8 válido
cli-no-command = no se dio ninguna orden
cli-no-help = no hay ayuda para { $command } (las órdenes son eval, check, sweep, census, examples, package y locale)
cli-unknown-command = orden desconocida '{ $command }' (las órdenes son eval, check, sweep, census, examples, package, locale y help)
cli-eval-export-kind = --export { $value }: se esperaba schedule u ordering
cli-eval-census-number = --census=N: se esperaba un número de fuentes, como --census=1000
# A second query on the command line; $value is it, quoted.
cli-one-query = dé una sola consulta; { $value } es una segunda (ponga la consulta entre comillas: '&' termina una orden de la shell)
cli-eval-count = { $flag } { $value }: se esperaba un número entero de { $least } a { $most }
cli-missing-query = falta <QUERY>
cli-stdin-unreadable = no se puede leer la entrada estándar: { $error }
cli-eval-search-export = --search N (y --restarts R) van con --export ordering
cli-eval-search-alone = --search N (y --restarts R) van con --export ordering: escriben la ordenación encontrada como plan
cli-eval-ordering-view = --ordering necesita una consulta con view=orderly
cli-eval-ordering-json = el archivo de ordenación { $file } no es un array JSON de arrays de índices de vértices: { $error }
cli-json-unencodable = no se puede codificar el JSON: { $error }
cli-eval-csv-tables = --csv { $name }: esta consulta tiene las tablas { $tables }
# What a refused file holds ($what in the file messages below).
cli-what-ordering-file = el archivo de ordenación
cli-what-plan = el plan
cli-file-unreadable = no se puede leer { $what } { $file }: { $error }
cli-file-no-metadata = { $what } { $file }: no se pueden leer sus metadatos: { $error }
cli-file-folder = { $what } { $file }: es una carpeta, no un archivo
cli-file-too-big = { $what } { $file }: tiene { $bytes } bytes; el límite es { $limit } bytes (64 MiB)
cli-file-special = { $what } { $file }: es un dispositivo u otro archivo especial, no un archivo regular ni una tubería (el límite es { $limit } bytes (64 MiB))
cli-file-read-failed = { $what } { $file }: no se puede leer: { $error }
cli-file-endless = { $what } { $file }: sigue más allá de { $limit } bytes; el límite es { $limit } bytes (64 MiB)
cli-file-not-utf8 = { $what } { $file }: no es texto UTF-8: { $error }
cli-check-one-file = dé un solo archivo; { $value } es un segundo
cli-check-missing-file = falta <FILE> ('-' para la entrada estándar)
# Names the plan read from standard input in its refusals.
cli-check-standard-input = entrada estándar
cli-check-stdin-endless = la entrada estándar sigue más allá de { $limit } bytes; el límite es 64 MiB
cli-check-stdin-not-utf8 = la entrada estándar no es texto UTF-8: { $error }
# The report's first line: verdict, kind (schedule or ordering), model, source, network.
cli-check-valid = válido
cli-check-invalid = NO VÁLIDO
cli-check-head = { $verdict }: { $kind } ({ $model }) en { $network }
cli-check-head-from = { $verdict }: { $kind } ({ $model }) desde { $source } en { $network }
cli-check-kind-schedule = plan
cli-check-kind-ordering = ordenación
cli-check-measure-steps = pasos
cli-check-measure-rounds = rondas
cli-check-measure-half-slots = medios intervalos
cli-check-measure-broadcast-time = tiempo de difusión
cli-check-first-broken = primera regla incumplida ({ $rule }): { $message }
cli-check-broken-count = reglas incumplidas en total: { $count }
cli-check-not-computed = { $measure }: no calculado (la ordenación incumple una regla)
# Follows the measure's value on the same line.
cli-check-steps-messages = ; pasos: { $steps }; mensajes: { $messages }
cli-check-contention-free-yes = ; libre de contención: sí
cli-check-contention-free-no = ; libre de contención: no
# After a known value: how the checked plan compares with it.
cli-check-equal = (igual)
cli-check-yours-less = (el suyo: { $by } menos)
cli-check-yours-more = (el suyo: { $by } más)
cli-check-link = enlace: ?{ $link }
cli-census-number = { $option } { $value } no es un número entero de { $least } a { $most }
# Progress on standard error, after each number of vertices.
cli-census-progress = { $graphs ->
        [one] 1 grafo conexo
       *[other] { $graphs } grafos conexos
    } de { $n } vértices en { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
# A stored row that differs from the one computed again; the second line lines up under the first.
cli-census-differs = guardada  { $stored }
    {"                "}calculada { $computed }
cli-census-resampled = { $picked } de { $rows } filas calculadas de nuevo; { $differ ->
        [one] 1 difiere
       *[other] { $differ } difieren
    }
cli-sweep-shard = --shard { $value }: se esperaba K/N con 1 <= K <= N, como --shard 2/8
cli-sweep-number = { $flag } { $value }: se esperaba un número entero
cli-sweep-threads = --threads { $value }: se esperaba de 1 a 1024
# Progress on standard error (a terminal), rewritten in place.
cli-sweep-progress = { $done } de { $total ->
        [one] 1 tamaño
       *[other] { $total } tamaños
    }
# $first says why the first size left out is not allowed.
cli-sweep-skipped = { $skipped ->
        [one] se omite 1 tamaño de los rangos porque { $first }
       *[other] se omiten { $skipped } tamaños de los rangos, el primero porque { $first }
    }
cli-sweep-no-threads = no se pueden iniciar los hilos: { $error }

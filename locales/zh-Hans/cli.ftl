cli-locale-unknown = --locale { $tag }：castlab 没有该语言的文本（现有 { $locales }）；改用 { $fallback }
cli-locale-help =
    用法：castlab locale check <目录>
          castlab locale list

    check 目录  按 castlab 自带语言遵守的规则检查一份翻译（目录中的 .ftl 文件，
                或单个 .ftl 文件）：每条英文消息都已翻译，占位符和属性相同，
                没有英文中不存在的消息，没有遗留的英文句子。退出状态：0 全部符合；
                3 有违反（逐条列出）；1 无法读取。
    list        castlab 自带的语言，英语在前

    docs/translating.md 说明如何添加一种语言。
cli-locale-check-needs-dir = locale check 需要一份翻译的目录，例如 locales/fr
cli-locale-unknown-command = 未知的 locale 命令“{ $command }”（可用命令为 check 和 list）
cli-locale-check-no-files = { $dir } 中没有 .ftl 文件
# Before the summary: messages worded exactly as English ($ids: the first few ids).
cli-locale-check-same = 注意：{ $count } 条消息与英文完全相同（名称和符号理应如此；请检查其余的）：{ $ids }
cli-locale-check-summary = { $locale }：{ $messages }/{ $english } 条消息，{ $problems ->
       *[other] { $problems } 个问题
    }

# castlab's help screens (each ends the screen; flags, keys and examples stay as they are).
cli-help =
    castlab：互连网络上的广播算法，命令行版

    用法：castlab eval [OPTIONS] <QUERY>    计算一个永久链接，输出 JSON
          castlab sweep [OPTIONS] <QUERY>   在一系列规模范围上计算它，输出 CSV
          castlab check [OPTIONS] <FILE>    检查您自己的调度或排序
          castlab examples [--pretty]       以 JSON 输出示例库
          castlab census [OPTIONS]          三种模型下的每个小图，
                                            或重新检查一个样本
          castlab package [OPTIONS] <QUERY>...
                                            将练习链接打包为 SCORM 包
          castlab locale <check DIR|list>   检查一份翻译，列出语言
          castlab help [COMMAND]            本帮助，或某个命令的帮助

    选项：
      -h, --help     输出帮助（也可放在命令之后：castlab eval --help）
      -V, --version  输出版本
      --locale TAG   castlab 语句的语言（en、de、es、zh-Hans）；
                     默认取链接的 locale=，其次 LC_ALL、LC_MESSAGES 或 LANG，
                     否则为英语

    退出状态：0 成功；1 运行时或 I/O 错误（标准错误输出上有说明）；
    2 用法错误，或在 --strict 下查询中有未使用的值。
cli-eval-help =
    用法：castlab eval [OPTIONS] <QUERY>

    计算一个 castlab 永久链接，并输出一个 JSON 对象。

      <QUERY>   永久链接的查询字符串，带或不带 '?'，或一个完整的 URL，
                例如 'v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper'；
                '-' 表示从标准输入读取

    选项（--flag=VALUE 与 --flag VALUE 均可；-- 结束选项）：
      --pretty  缩进 JSON
      --strict  若查询中有值未被使用，或有未知的键，则以状态 2 退出
      --ordering FILE
                在 view=orderly 下使用此排序：一个 JSON 数组，每个顶点
                （x 变化最快）一个数组，按标签顺序列出其邻居的下标，
                例如 [[1,3],[2,0],...]；必须恰好列出每个顶点的邻居。
                最多 64 MiB，来自普通文件或管道（拒绝设备文件）
      --census[=N]
                在 view=tcd 且 cmp=ALGO 下：从链接的 algo 胜过 cmp 的 TCD 的
                每个源节点（或用带种子的生成器抽取其中 N 个，seed 1）路由
                其调度，并添加一个 {"'census'"} 对象：多少个无冲突，多少个
                有冲突。其预算为 源节点数 x 节点数 <= 2^26：8192 个节点以内
                （64x64、16x16x16）取全部源节点，256x256 上 N <= 1024，
                1024x1024 上 N <= 64
      --trace   添加 'pseudocode'（算法的各行）和 'trace'：每一步中每条
                消息为何被发送：{"{step, rule, line, context, sentence, count, messages}"}
                （context：该步同时执行的初始化与循环行），每个原因列出
                前 64 条消息，以 {"{from, to}"} 坐标给出（WK：地址数字；WK 或
                网络族上的 view=classical：其地址网格中的单元格）；count
                给出总数
      --export schedule|ordering
                改为以 castlab 的计划格式（docs/formats/）输出 castlab 的调度
                （view=tcd 从 src 出发、view=broadcast、view=te）或排序
                （view=orderly），以便编辑并用 castlab check 检查
      --search N
                与 --export ordering 一起：从链接的排序出发，搜索 N 个排序
                （1 到 1e9）以找到更好的排序，并导出最好的一个（延迟接受：
                交换一个顶点的两个标签或移动一个标签；由链接的 seed= 设定
                种子）；计划的说明给出两个 b^Π(G)
      --restarts R
                与 --search 一起：将 N 个排序分配到 R 次运行（1 到 1000），
                每次都从链接的排序出发
      --csv TABLE
                改为以 CSV 输出同样数字的一张表：{"'nodes'"}（每个节点一行，
                x 变化最快，含每个按节点的映射）、'summary'（每个单值），
                或 JSON 中某个列表的名称（'schedule'、'deliveries'、
                'bounds' 等）；未知的名称会列出此查询的各张表
      -h, --help
                输出本帮助

    无法使用的值会在标准错误输出和 "errors" 数组中报告，并以其默认值代替。
    与已知键相近的键（dim、sorce）也会在那里报告，并给出可能想用的键；
    其他未知键在标准错误输出中注明；utm_*、fbclid、gclid 和 ref 被忽略。

    退出状态：0 成功；1 运行时或 I/O 错误；2 用法错误，或在 --strict 下
    查询中有未使用的值。
cli-sweep-help =
    用法：castlab sweep [OPTIONS] <QUERY>

    在网络和视图允许的、其范围内的每个规模上计算一个永久链接，并为每个规模
    输出一行 CSV（RFC 4180）：规模（dims；WK 上为 w 和 l；网络族上为 m 或 n）、
    其规范永久链接，以及视图的汇总值，列名与 castlab eval 输出的相同
    （嵌套的名称以点连接）。

      <QUERY>   一个永久链接，其中 dims、net=wk 上的 w 和 l、或网络族的 m 或 n
                是一个范围：一条轴 A..B（dims=3..40x3..40：两边均为 3 到 40
                的每个环面，第一边变化最慢）、一条立方体边 A..B^d
                （dims=2..64^2：2x2 到 64x64 的正方形）、l=1..6、m=3..12
                （net=butterfly&m=3..12：BF(3) 到 BF(12)）或 n=3..64；
                视图不允许的规模（MSN 的奇数边、边长不是 2^k 的网格）被略去；
                超出网络族可取规模的范围会被拒绝。
                '-' 表示从标准输入读取

    选项：
      --json            改为输出一个 JSON 对象数组，每行一个对象
      --pretty          与 --json 一起：缩进
      --threads N       用 N 个线程计算（默认：所有核心）；无论 N 为多少，
                        输出的字节都相同
      --shard K/N       只计算 N 个工作量大致相等的连续分片中的第 K 个；
                        每个分片都输出表头，分片 1 的输出后按顺序接上其他
                        分片的行，即逐字节等于整个扫描
      --max-work W      提高或降低预算（默认 8589934592 个单位：节点数乘以
                        视图每个节点的工作量，求和；对 40x40 以内每个环面的
                        有序广播扫描为 4.9e8，在两个核心上耗时 0.6 s）
      --strict          若查询中有值未被使用，则以状态 2 退出
      -h, --help        输出本帮助

    限制：范围内最多 65536 个规模。当标准错误输出是终端时，进度显示在其上。

    退出状态：0 成功；1 运行时或 I/O 错误；2 用法错误（链接中没有范围，
    范围超出限制或预算），或在 --strict 下查询中有未使用的值。
cli-examples-help =
    用法：castlab examples [--pretty]

    以一个 JSON 数组输出示例库：每个示例给出其 id、paper、title、note、
    permalink、它展示的内容，并在 expect 下给出它承诺的值，键名与
    castlab eval 输出的相同。

      --pretty   缩进 JSON
      -h, --help 输出本帮助
cli-check-help =
    用法：castlab check [OPTIONS] <FILE|->

    按 castlab 的 JSON 格式（docs/formats/：schedule.schema.json、
    ordering.schema.json）在其指定的网络上，依该网络模型的规则检查一个调度
    或一个排序：网格和环面上的单端口（one-port）广播（论文 000、002），
    WK 网络上的全端口（all-port）广播（001），曼哈顿街道网络上的存储转发
    （004），有序广播（003）。输出判定结果（按步给出第一条被违反的规则及其
    节点，以及共有多少条规则被违反）、castlab eval 对它给出的数字，并在旁边
    给出论文的算法和 castlab 所知的最好结果。

      <FILE>    计划；'-' 表示读取标准输入。最多 64 MiB，须为普通文件或
                管道；最多 1048576 条消息、65536 步、每条路由 4096 个节点

    选项：
      --json    改为以一个 JSON 对象输出报告
      --pretty  与 --json 一起：缩进
      -h, --help
                输出本帮助

    可导出 castlab 自己的计划作为起点：castlab eval '<QUERY>' --export schedule
    （view=tcd、broadcast 或 te）或 --export ordering（view=orderly）。

    退出状态：0 计划遵守每条规则；3 违反了一条（报告会说明是哪条）；1 文件
    不是计划（不是 JSON、不符合格式、节点不在网络中、超出限制）或无法读取；
    2 用法错误。
cli-census-help =
    用法：castlab census [OPTIONS]

    2 到 N 个顶点上的每个连通图，每个同构类一次，给出 D、其最大度数，以及
    在三种模型下精确计算的广播时间：b（经典，电话模型）、b^o（有序广播：
    对所有排序取最慢发起者时间的最小值）以及 b^m1、b^m2、b^m3（杂乱广播：
    对所有运行取最坏情况）。输出以制表符分隔的行，每个图以 graph6（nauty
    和 NetworkX 的格式）给出，顺序与 castlab 存储的相同
    （core/src/census/graphs.tsv）：按顶点数、链路数、graph6。

    选项：
      --nodes N     最多 N 个顶点的图，2 到 8（默认 7，即存储的普查；8 会增加
                    11117 个图，耗时远超半小时：其中的稠密图最慢）
      --sample K    改为重新计算存储的普查中的 K 行（用带种子的生成器抽取）
                    并比较（有任何差异则以状态 1 退出）；0 表示每一行
      --seed S      样本的种子（默认 1）
      --graph G6    改为输出一个以 graph6 给出的图的行（最多 10 个顶点，
                    须连通；任意标号）
      -h, --help    输出本帮助

    退出状态：0 成功；1 存储的某行不一致（或无法计算）；2 用法错误。

# castlab's refusals and reports.
# Shown under a usage error: the command's usage line and where its help is.
cli-usage-hint = 用法：{ $usage }
    更多信息请运行 '{ $help }'
# The command line's words lexopt could not read (English as lexopt words them).
cli-arg-missing = 缺少参数
cli-arg-missing-for = 选项 '{ $option }' 缺少参数
cli-arg-unknown-option = 无效选项 '{ $option }'
cli-arg-unexpected = 意外的参数 { $value }
cli-arg-unexpected-value = 选项 '{ $option }' 的意外参数：{ $value }
cli-arg-not-unicode = 参数不是有效的 Unicode：{ $value }
cli-not-utf8 = { $value } 不是有效的 UTF-8
cli-no-command = 未给出命令
cli-no-help = 没有 { $command } 的帮助（可用命令为 eval、check、sweep、census、examples、package 和 locale）
cli-unknown-command = 未知命令 '{ $command }'（可用命令为 eval、check、sweep、census、examples、package、locale 和 help）
cli-eval-export-kind = --export { $value }：应为 schedule 或 ordering
cli-eval-census-number = --census=N：应为源节点的数量，例如 --census=1000
# A second query on the command line; $value is it, quoted.
cli-one-query = 只能给出一个查询；{ $value } 是第二个（请给查询加引号：'&' 会结束一条 shell 命令）
cli-eval-count = { $flag } { $value }：应为 { $least } 到 { $most } 之间的整数
cli-missing-query = 缺少 <QUERY>
cli-stdin-unreadable = 无法读取标准输入：{ $error }
cli-eval-search-export = --search N（及 --restarts R）须与 --export ordering 一起使用
cli-eval-search-alone = --search N（及 --restarts R）须与 --export ordering 一起使用：它们把找到的排序写成计划
cli-eval-ordering-view = --ordering 需要带 view=orderly 的查询
cli-eval-ordering-json = 排序文件 { $file } 不是由顶点下标数组组成的 JSON 数组：{ $error }
cli-json-unencodable = 无法编码 JSON：{ $error }
cli-eval-csv-tables = --csv { $name }：此查询的表有 { $tables }
# What a refused file holds ($what in the file messages below).
cli-what-ordering-file = 排序文件
cli-what-plan = 计划
cli-file-unreadable = 无法读取{ $what } { $file }：{ $error }
cli-file-no-metadata = { $what } { $file }：无法读取其元数据：{ $error }
cli-file-folder = { $what } { $file }：是一个目录，不是文件
cli-file-too-big = { $what } { $file }：有 { $bytes } 字节；上限为 { $limit } 字节（64 MiB）
cli-file-special = { $what } { $file }：是设备或其他特殊文件，不是普通文件或管道（上限为 { $limit } 字节（64 MiB））
cli-file-read-failed = { $what } { $file }：读取失败：{ $error }
cli-file-endless = { $what } { $file }：超过 { $limit } 字节仍未结束；上限为 { $limit } 字节（64 MiB）
cli-file-not-utf8 = { $what } { $file }：不是 UTF-8 文本：{ $error }
cli-check-one-file = 只能给出一个文件；{ $value } 是第二个
cli-check-missing-file = 缺少 <FILE>（'-' 表示标准输入）
# Names the plan read from standard input in its refusals.
cli-check-standard-input = 标准输入
cli-check-stdin-endless = 标准输入超过 { $limit } 字节仍未结束；上限为 64 MiB
cli-check-stdin-not-utf8 = 标准输入不是 UTF-8 文本：{ $error }
# The report's first line: verdict, kind (schedule or ordering), model, source, network.
cli-check-valid = 有效
cli-check-invalid = 无效
cli-check-head = { $verdict }：{ $kind }（{ $model }），网络 { $network }
cli-check-head-from = { $verdict }：{ $kind }（{ $model }），源节点 { $source }，网络 { $network }
cli-check-kind-schedule = 调度
cli-check-kind-ordering = 排序
cli-check-measure-steps = 步数
cli-check-measure-rounds = 轮数
cli-check-measure-half-slots = 半时隙
cli-check-measure-broadcast-time = 广播时间
cli-check-first-broken = 第一条被违反的规则（{ $rule }）：{ $message }
cli-check-broken-count = 被违反的规则总数：{ $count }
cli-check-not-computed = { $measure }：未计算（该排序违反了规则）
# Follows the measure's value on the same line.
cli-check-steps-messages = ；步数：{ $steps }；消息数：{ $messages }
cli-check-contention-free-yes = ；无冲突：是
cli-check-contention-free-no = ；无冲突：否
# After a known value: how the checked plan compares with it.
cli-check-equal = （相同）
cli-check-yours-less = （您的少 { $by }）
cli-check-yours-more = （您的多 { $by }）
cli-check-link = 链接：?{ $link }
cli-census-number = { $option } { $value } 不是 { $least } 到 { $most } 之间的整数
# Progress on standard error, after each number of vertices.
cli-census-progress = { $n } 个顶点上的 { $graphs } 个连通图，用时 { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
# A stored row that differs from the one computed again; the second line lines up under the first.
cli-census-differs = 存储的 { $stored }
    {"                "}计算的 { $computed }
cli-census-resampled = 已重新计算 { $rows } 行中的 { $picked } 行；{ $differ } 行不一致
cli-sweep-shard = --shard { $value }：应为 K/N，且 1 <= K <= N，例如 --shard 2/8
cli-sweep-number = { $flag } { $value }：应为整数
cli-sweep-threads = --threads { $value }：应为 1 到 1024
# Progress on standard error (a terminal), rewritten in place.
cli-sweep-progress = { $done }/{ $total } 个规模
# $first says why the first size left out is not allowed.
cli-sweep-skipped = 范围内有 { $skipped } 个规模被略去，第一个的原因是：{ $first }
cli-sweep-no-threads = 无法启动线程：{ $error }

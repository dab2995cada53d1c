# The core's words about links (refusals of a permalink's values) and
# evaluations. Key names (dims, src, …), values as a link writes them
# (8x8, 1.5, cert=1) and the papers' symbols stay as they are.

## A refused value: "dims=9x9x9: <reason>; using dims=8x8".

link-refused = { $key }={ $value }：{ $reason }
link-refused-largest = { $key }={ $value }：{ $reason }；允许的最大值为 { $key }={ $largest }
link-refused-using = { $refused }；改用 { $key }={ $using }
# The page keeps the network it shows instead of the grammar's default.
link-refused-keeping = { $refused }；保持 { $key }={ $kept }
link-unknown-key = { $key }={ $value }：未知的键，已忽略
link-unknown-key-meant = { $key }={ $value }：未知的键，已忽略；您是否想写 { $meant }={ $value }？

## Why a value was refused.

link-repeated = 该键重复出现；以第一个值为准
link-unknown-version = 未知的永久链接版本；按 v{ $version } 读取
# $names: the values the key takes, as a link writes them.
link-unknown-name = 应为以下之一：{ $names }
link-not-a-number = 应为非负整数
link-out-of-range = 必须介于 { $min } 与 { $max } 之间
link-not-a-decimal = 应为至多一位小数的数，例如 1.5
link-bad-dims = 应为以 x 分隔的边长，例如 8x8
link-not-an-origin = 应为宿主页面的源，例如 https://course.example.edu（协议、主机和端口，不含路径），或 *
link-not-a-locale = 应为语言标签：2 或 3 个字母，其后是以连字符分隔、由 1 到 8 个字母或数字组成的部分，最多 35 个字符，例如 de、es 或 zh-Hans
link-range = 这是一个范围，castlab sweep 和页面的扫描图会逐个规模求值；castlab eval 只接受一个规模
link-needs-square = 此视图需要 N x N 的方形网络
# $example: an address of this network, e.g. src=2010.
link-wk-address = 应为 { $digits } 位数字 0–{ $top }，例如 { $key }={ $example }
link-wrong-arity = 应为 { $expected } 个以逗号分隔的坐标
link-outside-grid = 该节点位于网格之外
# $what: a key and value, e.g. algo=exact.
link-too-large-for = { $what } 最多允许 { $max } 个节点
link-needs-dims = { $what } 需要 { $dims } 维
link-dims-two-or-more = 2 或更多
link-dims-exactly-two = 恰好 2
link-not-certified = 没有证书覆盖此网络和视图；castlab 仅对以下情形有证书：{ $sizes }
link-written-as = 在链接中写作 { $instead }
link-not-a-plan = 不是 castlab 能显示的方案：{ $why }
# $network: a symbol such as Q_4; $addresses: how the family writes an address.
link-not-an-address = 不是 { $network } 的顶点：其地址为{ $addresses }，例如 src={ $last }
link-not-a-question = 不是此视图提出的问题（{ $offered }）
link-not-available = 此版本尚不提供（可用：{ $offered }）

## Limits of the networks.

link-grid-no-dimensions = 网格至少需要一条边
link-grid-too-many-dimensions = 网格最多有 { $max } 维
link-grid-zero-side = 每条边至少为 1
link-grid-too-many-nodes = 网格最多有 { $max } 个节点
link-mesh-not-cube = 网格算法需要 1 到 6 维中相等的边长 2^k（2 <= 2^k）
link-mesh-exact-too-large = exact 搜索所有调度，因此需要 2、4、8 或 16 个节点
link-mesh-recursive-too-large = 在此维数下 recursive 的边长上限为 2^{ $k } = { $side }
link-wk-amplitude = W 必须介于 2 与 { $max } 之间
link-wk-level = L 至少为 1
link-wk-too-many-nodes = W^L 至多为 2^18 = { $max }；此 W 下最大的 L 为 { $l }
link-msn-side = MS 网络需要至少为 { $min } 的偶数 X 和 Y
link-msn-too-many-nodes = MS 网络最多有 { $max } 个节点

## A plan= value that cannot be shown.

link-plan-too-long = 超过 8192 个字符的上限；这么大的方案请以文件形式分享
link-plan-not-base64 = 不是 base64url（A-Z、a-z、0-9、'-'、'_'）
link-plan-not-deflate = 不是压缩的方案（解压后至多 1 MiB）
link-plan-not-text = 解压后得到的字节不是文本
link-plan-not-json = 其 JSON 不是 castlab 方案（castlab check 会指出错误）
link-plan-network-unknown = 其网络不在 castlab 检查方案的网络之列
link-plan-other-network = 它属于另一个网络，而非此链接的网络（net、dims、w、l 或 view）
link-plan-source-outside = 其源节点不是该网络的节点
link-plan-no-reader = 此版本不读取方案

## What a refusal offers instead (values as a link writes them).

link-offered-views = view={ $views }，适用于 net={ $nets }
link-offered-algorithms = algo={ $algos }，适用于 view={ $view }
link-offered-algorithms-on = algo={ $algos }，适用于 view={ $view }、net={ $nets }
link-offered-no-question = view={ $view } 没有问题
link-offered-asks = ask={ $asks }，适用于 view={ $view }
link-offered-asks-on = ask={ $asks }，适用于 view={ $view }、net={ $net }

## The stored certificates, as cert=1's refusal names them.

# "a, b and c": $first is the list but its last item.
link-and = { $first } 和 { $last }
link-certified-tcd = view=tcd 上的{ $groups }
link-certified-both = { $sizes } 网格和环面{ $n ->
       *[other] {""}
    }
link-certified-meshes = { $sizes } 网格{ $n ->
       *[other] {""}
    }
link-certified-tori = { $sizes } 环面{ $n ->
       *[other] {""}
    }
link-certified-orderly = view=orderly 上的环面 { $sizes }（两种方向均可），model=nonadaptive
link-certified-views = view=tcd 和 view=orderly

## The page's menus: networks, views and algorithms (the rules table).
# Before a colon: the value as a link writes it; it stays.

rules-tcd-paper = paper：论文中的算法，按原文
rules-tcd-symmetric = symmetric：论文算法的最佳旋转
rules-tcd-recursive = recursive：最佳子立方体递归调度
rules-tcd-exact = exact：穷举最优（N ≤ 16）
rules-tcd-least = least：已知最佳调度（000 图 2）
rules-certified = 认证最优（cert=1）：由 SAT 求解器证明
rules-view-tcd = one-port 广播的 TCD
rules-ordering-pi = pi：论文中的 Π（d 维中为 Π_d）
rules-ordering-pi-literal = pi-literal：按 §3.1 原文的 ℓ 的 Π
rules-ordering-dim = dim：维序排序
rules-ordering-search = search：搜索得到的排序（找到的最佳者）
rules-view-orderly = 有序广播
rules-ordering-dim-default = dim：维序排序（默认）
rules-net-mesh = 网格
rules-net-torus = 环面
rules-net-wk = WK 递归网络
rules-view-broadcast = 广播（all-port）
rules-wk-fang = fang：常数标签广播
rules-wk-stack = stack：基于栈的广播（Chen 和 Duh）
rules-net-msn = Manhattan Street 网络
rules-view-route = route：最短路径
rules-view-te = te：全交换
rules-view-mnb = mnb：多节点广播
rules-view-hamiltonian = hamiltonian：两个环
rules-view-areas = areas：每个目的节点的路径族
rules-view-classical = 经典广播（电话模型）
rules-classical-standard = standard：已发表的构造（二项树，倍增）
rules-classical-greedy = greedy：匹配启发式
rules-classical-tree = tree：生成树广播
rules-classical-exact = exact：穷举最优（N ≤ 64）

## What a link shows, in one line (a page's title, a shared link's text).
# $algo: an algorithm's heading (below); $network: the network (Q_4,
# WK(4, 3), a Manhattan Street network) or a grid's shape (8×8); $net: mesh
# or torus; $source: the source's address or coordinates.

rules-describe-msn = { $shape } Manhattan Street 网络
rules-describe-classical = { $network } 上从 { $source } 出发的经典广播（{ $algo }）
rules-describe-classical-grid = { $network } { $net ->
        [mesh] 网格
       *[other] 环面
    }上从 { $source } 出发的经典广播（{ $algo }）
rules-describe-orderly = { $network } 上从 { $source } 出发的有序广播（{ $algo }）
rules-describe-orderly-grid = { $network } { $net ->
        [mesh] 网格
       *[other] 环面
    }上从 { $source } 出发的有序广播（{ $algo }）
rules-describe-orderly-grid-adaptive = { $network } { $net ->
        [mesh] 网格
       *[other] 环面
    }上从 { $source } 出发的有序广播（{ $algo }，自适应）
# $broadcast: fang or stack.
rules-describe-broadcast = { $network } 上从 { $source } 出发的{ $broadcast ->
        [stack] 基于栈的广播（Chen 和 Duh）
       *[other] 常数标签广播（Fang 等）
    }
rules-describe-route = { $network } 中从 { $source } 到 { $destination } 的最短路由
rules-describe-te = { $network } 中的全交换
rules-describe-mnb = { $network } 中的多节点广播
rules-describe-hamiltonian = { $network } 中两个边不相交的哈密顿环
rules-describe-areas = { $network } 中从 { $source } 出发到每个目的节点的路径族
rules-describe-tcd = { $network } { $net ->
        [mesh] 网格
       *[other] 环面
    }上{ $algo }的 TCD 图，源 { $source }
rules-describe-tcd-versus = { $network } { $net ->
        [mesh] 网格
       *[other] 环面
    }上{ $algo }减去{ $other }的 TCD 图，源 { $source }

## An algorithm as the papers name it, in a heading or a sentence.

rules-heading-paper-2d = 算法 1（Cang 和 Wu 1998）
rules-heading-paper-3d = 算法 2（Cang 和 Wu 2000）
rules-heading-paper-dd = d 维分阶段广播（Cang 和 Wu 2000）
rules-heading-symmetric = 论文算法的最佳旋转
rules-heading-recursive = 最佳子立方体递归调度（castlab）
rules-heading-exact = 穷举最优
rules-heading-optimum = 认证最优
rules-heading-least = 已知最佳调度（castlab）
rules-heading-fang = 常数标签广播（Fang 等）
rules-heading-stack = 基于栈的广播（Chen 和 Duh）
rules-heading-pi = Π（Taslakian 2004）
rules-heading-pi-literal = 按 §3.1 原文的 ℓ 的 Π（Taslakian 2004）
rules-heading-dim = 维序排序
rules-heading-search = 搜索得到的排序
rules-heading-standard = 已发表的构造
rules-heading-tree = 生成树广播（castlab）
rules-heading-greedy = 匹配启发式（castlab）

## The papers' claims about TCD, checked (a claim, then its evidence).
# "eye": a source from which the papers' broadcast reaches the least TCD.

eval-claim-torus = 在环面中每个节点都是眼，因此算法从任一源都能达到最优 TCD { $eye }。
eval-claim-torus-exact = 所有调度中的穷举最优：{ $optimum }；从眼出发的调度：{ $eye }
eval-claim-torus-certified = 每个源都有证书（经 DRAT 检验的 SAT 反驳，或按计数得 N − 1）：没有调度低于 { $lower }；从眼出发的调度：{ $eye }
eval-claim-torus-recursive = 利用环绕链路的最佳子立方体递归调度：{ $best }；从眼出发的调度：{ $eye }
eval-claim-least-at-the-eyes = 在所有源中，算法的 TCD 在眼处最小，且只在眼处最小。
eval-claim-least-at-the-eyes-evidence = 最小值 { $least } 出现在 { $sources } 个源，其中 { $eyes } 个是眼
eval-claim-minimum = 从每个源出发，算法的 TCD 都是所有时间步最优调度中最小的。
eval-claim-minimum-exact = 穷举搜索：算法在 { $n } 个源中的 { $count } 个未达到最优，最多差 { $worst } 跳
# $missed: the sentence above; $at: a source's coordinates.
eval-claim-minimum-exact-example = { $missed }；例如 { $at }：算法 { $algorithm }，最优 { $optimum }
eval-claim-minimum-unbeaten = 在全部 { $n } 个源中，没有维序递归调度胜过它；穷举检验需要 N <= 16
eval-claim-minimum-beaten = 在 { $n } 个源中的 { $count } 个，有效调度胜过它，最多多出 { $worst } 跳
# $beaten: the sentence above; $at: a source's coordinates.
eval-claim-minimum-beaten-example = { $beaten }；例如 { $at }：算法 { $algorithm }，递归 { $recursive }
eval-claim-eye = 从眼出发广播可得到所有源和调度中的最优 TCD，即 { $eye }。
eval-claim-eye-certified = 每个源都有证书（经 DRAT 检验的 SAT 反驳，或按计数得 N − 1）：没有调度低于 { $lower }；眼的 TCD：{ $eye }
eval-claim-eye-exact = 所有源和调度中的穷举最优：{ $optimum }；眼的 TCD：{ $eye }
eval-claim-eye-beaten = 一个维序递归调度达到 { $recursive } < { $eye }
eval-claim-eye-recursive = 所有源中最佳子立方体递归调度达到 { $recursive }；眼的 TCD：{ $eye }
# No evidence: nothing computed could decide the claim.
eval-claim-no-evidence = {""}

## How a certificate's values are known (solver times in seconds).

eval-certificate-method = 见证由 CaDiCaL 用 { NUMBER($sat, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒找到并经 castlab 复核；{ $lower }
# $refuted: the value one below the lower bound, which no schedule reaches.
eval-certificate-proof = { $refuted } 在 { NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒内被反驳，DRAT 证明 { $file } 经 dratify 复核
eval-certificate-checked = { $refuted } 在 { NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒内被反驳，DRAT 证明由 { $checker } 用 { NUMBER($check, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒检验（太大，未保存）
eval-certificate-cubes = { $refuted } 经立方分治被反驳：{ $cubes } 个立方覆盖所有排序，每个都以 DRAT 证明反驳，由 { $checker } 检验（求解共 { NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒，检验共 { NUMBER($check, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒）
eval-certificate-theorem = 下界来自 003 定理 2.2.1
eval-certificate-count = 下界 N − 1，每条消息至少一跳

## What an orderly view's ordering is.

eval-ordering-wk = 簇内邻居按地址排序，然后是簇间链路
eval-ordering-msn = 每个顶点的水平出链路，然后是其垂直出链路
eval-ordering-pi = 003 §3.2 的 Π，ℓ 为奇数，同 §3.3 的例子
eval-ordering-pi-d = 003 §4.2 的 Π_d；它未标记的边取 d+2…2d
eval-ordering-pi-literal = 003 §3.2 的 Π，ℓ 按 §3.1 原文（偶数）
eval-ordering-dim = 轴 0 正向，轴 0 反向，轴 1 正向，…
eval-ordering-proven = 已证最优：b^o = { $upper }
# $value: the proven value or bounds; $method: how the certificate knows them.
eval-ordering-certified = 认证排序（{ $value }）；{ $method }
eval-ordering-user = 用户提供的排序
eval-ordering-plan = 您的排序（plan=）
# $start: the ordering the search started from, as a link names it (pi, dim).
eval-ordering-search = 带种子的局部搜索（seed { $seed }）尝试的 { $evaluations } 个排序中最佳者，起点为 { $start }

## The bounds beside the exact times (orderly and classical views).
# $subject: b^Π(G), or b^Π(src) where only the originator's time is known.

eval-bound-diameter = 任何广播都不会快于到达最远顶点
eval-bound-pi-d = { $subject } ≤ Π_d 的界（权重为 i⌊n_i/2⌋）
eval-bound-user-supplied = 这是关于 Π 广播时间的界；而此排序由用户提供
eval-bound-lower-2d = T_{"{"}{ $rows }×{ $cols }{"}"} 的任何排序都至少需要 D + 1（两边均为偶数）或 D + 2
eval-bound-lemma-pi = 对按此布局的 Π，{ $subject } ≤ D + { $excess }
eval-bound-lemma-met = 对 Π 的界，{ $subject } ≤ D + { $excess }，此排序满足
eval-bound-theorem-turned = 该定理让 Π 的行沿偶数边排列：dims={ $cols }x{ $rows } 才是它所界定的情形
eval-bound-theorem = { $subject } ≤ D + { $excess }
eval-bound-diks-pelc-meets = 先前的 b^o 上界；此排序满足它
eval-bound-diks-pelc-misses = 先前的 b^o 上界；此排序未满足它
eval-bound-classical = 文献中环面的经典广播时间；⌈log₂ N⌉ = { $log2 }
eval-bound-certificate-optimal = 没有排序能从每个发起者都更快地广播；认证排序是最优的
eval-bound-certificate-gap = 没有排序能从每个发起者都更快地广播；与认证排序之间仍有差距
eval-bound-optimum-tried = 已尝试所有排序：b^o = { $optimum }
eval-bound-optimum-too-many = 排序太多，无法全部尝试
# $note: one of the bounds below, not claimed on one-way links.
eval-bound-undirected-only = { $note }；该界针对无向图，而此网络的链路是单向的，因此此处不作断言
eval-bound-eccentricity = b(u) = { $classical } 至少为发起者的离心率 e(u) = { $eccentricity }（最远的顶点要等这么多轮），因此 b(G) 至少为直径 D = { $diameter }
eval-bound-orderly = b(u) = { $classical } 至多为 b^Π(u) = { $orderly }：有序广播是一种经典调度
# $bound: a formula such as b₂^m(G) ≤ D(k − 1) + 1; $model: M1, M2 or M3.
eval-bound-messy = { $bound }：从 u 观察到的最慢 { $model } 运行用了 { $slowest }
eval-bound-messy-chain = b₁^m(u) = { $w1 } ≤ b₂^m(u) = { $w2 } ≤ b₃^m(u) = { $w3 }

## A user's ordering that cannot be used (castlab eval --ordering).

eval-custom-needs-orderly = 自定义排序需要 view=orderly
# $why: one of the faults below.
eval-custom-ordering = 自定义排序：{ $why }
eval-ordering-no-such-vertex = 顶点 { $vertex } 列出了不存在的 { $target }
eval-ordering-repeated = 顶点 { $vertex } 两次列出 { $target }
eval-ordering-not-the-neighbours = 顶点 { $vertex } 列出的不恰好是它在图中的邻居
eval-ordering-wrong-size = 应为 { $expected } 个顶点的排序

## An algorithm's name in a sentence or a chart's title ("b^Π(G) − D of Π").

rules-name-paper = 论文中的算法
rules-name-symmetric = 论文算法的最佳旋转
rules-name-recursive = 最佳子立方体递归调度
rules-name-exact = 穷举最优
rules-name-optimum = 认证最优
rules-name-least = 已知最佳调度
rules-name-fang = 常数标签广播
rules-name-stack = 基于栈的广播
rules-name-pi = Π
rules-name-pi-literal = 按 §3.1 原文的 ℓ 的 Π
rules-name-dim = 维序排序
rules-name-search = 搜索得到的排序
rules-name-standard = 已发表的构造
rules-name-tree = 生成树广播
rules-name-greedy = 匹配启发式

## What an algorithm is, for the panels (before a colon: its value in a link).

rules-about-paper = paper：论文中的算法（算法 1/2），按原文
rules-about-symmetric = symmetric：论文算法的最佳旋转（或反射）
rules-about-recursive = recursive：最佳子立方体递归调度，即所有维序递归调度中的最优者
rules-about-exact = exact：所有调度中的穷举最优（N ≤ 16）
rules-about-optimum = 认证最优（cert=1）：SAT 求解器找到的见证及其证明
rules-about-least = least：从每个源出发的已知最佳调度，即其已知最小 TCD：精确值（N ≤ 16）、由证书证明的值，或找到的最佳调度
rules-about-fang = fang：001 的常数标签广播
rules-about-stack = stack：Chen 和 Duh 的基于栈的广播
rules-about-pi = pi：论文中的排序 Π（d 维中为 Π_d）
rules-about-pi-literal = pi-literal：按 §3.1 原文的 ℓ 的 Π
rules-about-dim = dim：维序排序
rules-about-search = search：搜索得到的排序，即带种子的局部搜索找到的最佳者
rules-about-standard = standard：已发表的构造，即该族自身的广播：Q_m 上的二项树，K_n 上的倍增（两者均最优）
rules-about-tree = tree：生成树广播，沿平衡的广度优先生成树的最佳广播（在路径和环上最优）
rules-about-greedy = greedy：匹配启发式，每轮在呼叫者与未被通知的邻居之间取最大匹配，到达最远者优先

## A user's graph that castlab does not take (castlab check, the Python package).
# $last: the largest vertex number.

eval-graph-too-few-nodes = 该图有 { $nodes } 个顶点；广播至少需要 { $least } 个
eval-graph-too-many-nodes = 该图有 { $nodes } 个顶点；castlab 最多接受 { $most } 个
eval-graph-too-many-links = 该图有 { $links } 条链路；castlab 最多接受 { $most } 条
eval-graph-no-such-vertex = 顶点 { $vertex } 列出了 { $value }，它不是顶点（顶点为 0 … { $last }）
eval-graph-self-loop = 顶点 { $vertex } 列出了自身：这是自环，任何广播模型都没有自环（一次呼叫通知另一个顶点）
eval-graph-repeated = 顶点 { $vertex } 两次列出 { $neighbour }：这是重边；两个顶点之间至多连接一次
eval-graph-one-way = 顶点 { $vertex } 列出了 { $neighbour }，但 { $neighbour } 没有列出 { $vertex }：链路是无向的，因此每条链路在两端都要列出
eval-graph-isolated = 顶点 { $vertex } 没有邻居：任何广播都无法到达它，因此图必须连通
eval-graph-disconnected = 从顶点 0 无法到达顶点 { $vertex }（{ $nodes } 个顶点中只有 { $reached } 个可达）：从任何源出发的广播都会漏掉图的一部分，因此图必须连通
eval-graph-no-such-source = 源 { $source } 不是顶点（顶点为 0 … { $last }）
eval-graph-trials = trials={ $trials }：每个模型应为 1 … { $most } 次杂乱广播

## Why a map of every originator's time is not drawn.

eval-skipped-exact = 穷举搜索仅对至多 { $most } 个顶点的图从每个发起者运行
eval-skipped-work-rounds = { $n } 个发起者 × { $links } 条链路 × { $rounds } 轮超过了 { $most } 步
eval-skipped-work-diameter = { $n } 个发起者 × { $links } 条链路 × D 轮超过了 { $most } 步
eval-skipped-gave-up = 穷举搜索在某个发起者处放弃了
eval-skipped-adaptive = 自适应模型的逐发起者图止于 { $most } 个顶点
eval-skipped-pairs = 对称约简后的 { $originators } 个发起者 × { $n } 个顶点超出了 2^30 对的预算

# A closed form's provenance: castlab's paper numbers (000, 002) stay as
# they are; the page writes each as the paper's short name.
core-closed-form-eye = 000 式 (12) / 002 式 (15)，从眼出发
core-closed-form-torus = 000 §5 及式 (12)：环面的每个节点都是眼
core-closed-form-algorithm-1 = 000 式 (3)-(7)
core-closed-form-algorithm-2 = 002 定理 1，式 (6)-(11)

# A network in a heading ($shape: its sides, 8×8; $symbol: Q_4, BF(3), WK(4, 3)).
core-network-title-symbol = { $symbol }
core-network-title-mesh = { $shape } 网格
core-network-title-torus = { $shape } 环面
core-network-title-msn = { $shape } 曼哈顿街道网络

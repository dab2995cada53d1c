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

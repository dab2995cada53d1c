# Why castlab refuses what it was asked, and the few labels beside those
# refusals: sweeps (castlab sweep, the page's chart view), the census,
# graph6 texts, the worker, and the Python package. Keys (dims, net, w, l,
# m, n), values as a link writes them, options (--shard) and the papers'
# symbols stay as they are.

## A sweep's ranges (core/src/sweep.rs, core/src/sweep/ranges.rs).
error-sweep-no-range = 没有可扫描的范围：请为 dims 给出一个轴 A..B（dims=3..40x3..40）或立方体边长 A..B^d（dims=2..64^2），在 net=wk 上为 w 或 l 给出范围（l=1..6），或在某个族的网络上给出其规模（net=butterfly&m=3..10, net=path&n=3..64）
# $expected is one of the error-range-… messages.
error-sweep-bad-range = { $key }={ $value }：{ $expected }
error-sweep-not-read = { $key }：net={ $net } 不读取 { $key }，因此不能在 { $key } 上取范围
error-sweep-beyond-family = { $key }={ $value }：net={ $net } 的 { $key } 取值为 { $least } 到 { $most }；请缩小范围
error-sweep-too-many-candidates = 这些范围包含 { $count } 个待尝试的规模；一次扫描最多尝试 { $max } 个：请缩小某个范围
error-sweep-over-budget = 扫描的工作量为 { $work } 单位（节点数乘以视图每个节点的工作量，对所有规模求和）；预算为 { $max }：请缩小某个范围，或用 --max-work 提高预算并用 --shard K/N 将扫描分配到多台机器上
# $first is a size (9x13); $why is error-sweep-skip-why.
error-sweep-empty = 范围中没有可以求值的规模；第一个规模 { $first } 的原因是：{ $why }
error-sweep-bad-shard = --shard { $k }/{ $n }：应为 K/N，且 1 <= K <= N
# Why one size of a range was left out: the key, its value at that size
# and the link's refusal ($reason).
error-sweep-skip-why = { $key }={ $value }：{ $reason }
error-sweep-no-size = 未尝试任何规模
error-range-numbers = 应为整数，例如 dims=3..40x3..40、dims=2..64^2 或 l=1..6
error-range-too-large = 范围中的数最大为 { $max }
error-range-reversed = 范围 A..B 需要 A <= B
error-range-cube = 立方体范围写作 A..B^d，例如 dims=2..64^2
error-range-cube-dimensions = 立方体有 1 到 { $max } 维，例如 dims=2..64^3
error-range-too-many-axes = 最多 { $max } 个轴
# A chart's axis: the side of the cubes a sweep ranges over.
error-sweep-axis-side = 边长
# A chart's axis: the $n-th side of a grid (side 1, side 2, …).
error-sweep-axis-side-n = 边长 { $n }
# A chart's axis named by its key (W, L, m, n), as it is.
error-sweep-axis-symbol = { $symbol }

## The census of small graphs (castlab census) and graph6 texts
## (core/src/census.rs, core/src/census/small.rs, core/src/orderly/messy/worst.rs).
error-census-not-connected = 该图不连通
error-census-classical = b(u) 超出了穷举搜索的范围
error-census-orderly = 有序搜索在判定 b^o ≤ { $time } 时耗尽了预算
# $why is one of the error-worst-… messages.
error-census-messy = 杂乱广播最坏情况：{ $why }
error-census-bad-line = 普查第 { $line } 行不是数据行
error-worst-too-many-nodes = { $nodes } 个顶点；穷举最坏情况最多支持 { $max } 个
error-worst-too-many-edges = { $edges } 条带标签的边；穷举最坏情况最多支持 { $max } 条
error-worst-budget = 需要尝试超过 { $states } 个状态或 { $rounds } 轮
error-worst-unreachable = 某个顶点永远不会被通知
error-graph6-empty = 空的 graph6 文本
# $byte is the byte's value (a number); graph6 takes 63 to 126.
error-graph6-bad-byte = graph6 文本的第 { $at } 个字节为 { $byte }，超出 63（'?'）… 126（'~'）
error-graph6-too-many-nodes = { $nodes } 个顶点；普查最多支持 { $max } 个
error-graph6-wrong-length = graph6 文本长 { $found } 字节；其顶点数需要 { $expected } 字节

## Why the page's worker stopped (web/src/bridge.rs); shown inside
## panels-engine-failed.
# $reason is the browser's own words.
error-worker-no-start = 工作线程无法启动（{ $reason }）
error-worker-stopped = 工作线程已停止
error-worker-late = 工作线程未在 { $seconds } 秒内启动
# $message is the panic's own (developer's) words.
error-worker-panicked = 工作线程发生 panic：{ $message }
error-worker-unreadable = 工作线程发送了 castlab 无法读取的消息

## Why a user's graph has no messy runs (core/src/eval/user_graph.rs).
error-messy-not-asked = 未请求
error-messy-too-large = 杂乱广播模型最多模拟 { $max } 个顶点

## The thesis orderings Π and Π_d (core/src/orderly/orderings.rs).
error-pi-not-a-torus = 论文中的排序定义在环面上
error-pi-two-dimensions = 此排序需要二维环面（Π_d 覆盖更多情形）
error-pi-dimensions = 此排序至少需要 { $least } 维
error-pi-side-too-small = 环面的每条边至少为 { $least }

## What a WK broadcast's message carries (core/src/eval/wk.rs); not a
## refusal, but the panel's "Label" row. p, m and t are the paper's symbols.
error-wk-label-stack = 链路标签栈
error-wk-label-corner = p，源节点的角点标识（角点广播）
error-wk-label-general = (m, t)：经过的最高链路层级，角点标识
error-wk-label-plan = 您的调度（plan=）：无标签

## Not refusals: the TCD room's readout while a run is shown and the
## pointer is on a node (web/src/run.rs). $at and $from are nodes as
## coordinates, (2, 3).
error-run-unreached = { $at }：此调度中没有消息到达该节点
error-run-source = { $at }：源节点；它在第 1 步之前就持有消息
error-run-informed = { $at }：在第 { $sent } 步由 { $from } 经 { $hops ->
       *[other] { $hops } 跳
    }通知
error-run-not-yet = { $at }：尚未被通知；将在第 { $sent } 步由 { $from } 经 { $hops ->
       *[other] { $hops } 跳
    }通知

# The page's panels and controls (web/src/components: controls, share, the panels; web/src/state: plans, answers).

## Controls (controls.rs)

panels-network = 网络
panels-view = 视图
# WK(W, L): a level of the select, with the network's node count
panels-wk-level = { $level }（{ $nodes } 个节点）
panels-sides = 边长
panels-sides-description = 各边长度，x 在前，例如 9x13
# A family's size field: $key is its size symbol (m or n)
panels-family-size-range = { $key }，{ $least } 到 { $most }
# A family's size in its menu: $title is the graph's symbol (Q_4, BF(3)), $vertices its vertex count
panels-family-size-option = { $title }（{ $vertices } 个顶点）
panels-dimensions = 维数
# A cube's dimension count: 2-D, 3-D
panels-cube-dims = { $d } 维
panels-side = 边长
panels-ordering = 排序
panels-algorithm = 算法
# The comparison select: compare with no other algorithm
panels-compare-none = 无
panels-compare = 差值对比
panels-originator = 发起者
panels-source = 源节点
panels-wk-source-description = 源节点地址，每层一位数字，最高位在前
panels-grid-source-description = 源节点坐标，以逗号分隔，x 在前
panels-destination = 目标节点
panels-destination-description = 目标节点坐标 x,y

## Share (share.rs)

panels-share = 分享此视图
panels-copy-link = 复制链接
panels-copy-markdown = 复制为 Markdown
panels-embed = 嵌入…
# An embed option: the embedded page cannot change the configuration
panels-embed-read-only = 只读
# An embed option: the steps play on their own
panels-embed-autoplay = 自动播放
panels-embed-panel = 面板
# The embed's panel shows the numbers
panels-embed-panel-metrics = 指标
# The embed shows no panel
panels-embed-panel-none = 无
panels-embed-theme = 主题
panels-theme-auto = 自动
panels-theme-light = 浅色
panels-theme-dark = 深色
# A theme of high contrast for a room's projector
panels-theme-projector = 投影仪
panels-embed-snippet = 嵌入代码
panels-copy-snippet = 复制代码
panels-embed-note = 将其粘贴到课程页面中。不使用脚本时框为 4:3；可选的脚本会按内容调整其大小。
# An HTML comment in the embed snippet, above its optional script
panels-embed-script-comment = 可选：使框适应嵌入内容的高度。
panels-link-copied = 链接已复制。
panels-markdown-copied = Markdown 链接已复制。
panels-snippet-copied = 嵌入代码已复制。
panels-clipboard-refused = 浏览器拒绝访问剪贴板；请选中文本并复制。

## Keyboard shortcuts (shortcuts.rs)

panels-keys-title = 键盘快捷键
panels-keys-close-button = 关闭
panels-keys-anywhere = 任意位置
panels-keys-focus = 下一个或上一个控件
panels-keys-this-list = 本列表
panels-keys-close = 关闭本列表
panels-keys-on-chart = 在图表上（点击它或用 Tab 键切换到它）
panels-keys-chart-point = 上一个或下一个点
panels-keys-chart-size = 上方或下方的规模（热力网格）
panels-keys-chart-ends = 第一个或最后一个点
panels-keys-chart-open = 打开高亮的规模
panels-keys-chart-values = 某个点的数值
panels-keys-chart-click = 打开该规模
panels-keys-pointer = 鼠标与触摸
# $moved is who moves, as the page words it (the source, the originator: the object of the sentence); $axis is x, y or z
panels-keys-move = 沿 { $axis } 移动{ $moved }
panels-keys-move-eight = 每次移动 8 个节点
panels-keys-on-drawing = 在图上（点击它或用 Tab 键切换到它）
panels-keys-zoom = 放大、缩小
panels-keys-whole = 显示整个网络
panels-keys-zoom-pointer = 以指针为中心缩放
panels-keys-pan = 放大后平移
panels-keys-pinch = 缩放（触摸）
panels-keys-tap-pick = 选择一个节点并显示其数值（触摸）
panels-keys-tap-show = 显示某个节点的数值（触摸）
panels-keys-steps = 步
panels-keys-press = 在播放/暂停或步按钮上：按下它
panels-keys-slider = 在步滑块上：一步、第一步、最后一步
panels-keys-next-step = 下一步或上一步，在页面任意位置均可
# Keys as the keyboard names them
panels-key-tab = Tab、Shift + Tab
panels-key-escape = Esc
panels-key-home-end = Home End
panels-key-arrows-home-end = ← → Home End
panels-key-enter = Enter
panels-key-enter-space = Enter、空格
panels-key-page-up-down = Page Up、Page Down
panels-key-shift-arrow = Shift + 方向键
panels-key-ctrl-wheel = Ctrl + 滚轮、⌘ + 滚轮
# Gestures of the mouse and touch
panels-key-hover-tap = 悬停、轻触
panels-key-click = 点击
panels-key-drag = 拖动
panels-key-pinch = 双指缩放
panels-key-tap = 轻触

## A source's numbers (metrics.rs)

panels-computing = 计算中…
panels-from-map-checking = （来自热力图；正在检查调度…）
panels-source-each-algorithm = 此源节点在各算法下的结果
# A badge: the source is an eye of the TCD map (a local optimum the papers name so)
panels-eye = 眼
panels-your-schedule-tcd = 您的调度（plan=），与 castlab 自己的调度一样经过检查
panels-tcd-recounted = 根据显式调度的路由重新计数
panels-steps = 步数
panels-steps-optimal = = ⌈log₂N⌉，步数最优
panels-steps-not-optimal = ≠ ⌈log₂N⌉：步数非最优
panels-messages = 消息数
panels-messages-why = 每个被告知的节点一条
panels-valid-schedule = 调度有效
panels-valid-schedule-why = one-port；每个节点恰好被告知一次
panels-contention-free = 无冲突
panels-contention-given = 计划给出的路由，按原样检查：同一步中没有链路被使用两次
# $method is how the routes were found (panels-method-…)
panels-contention-ordered = 按维序路由，同一步中没有链路被使用两次（{ $method }）
panels-method-greedy = 贪心
panels-method-exhaustive = 穷举
panels-method-inconclusive = 无定论
panels-papers-recurrence = 论文中的递推式
panels-least-tcd = 最小 TCD
# $sources and $count are written with their digits grouped
panels-least-tcd-why = 在全部 { $sources } 个源节点中，于其中 { $count } 个达到
panels-largest-tcd = 最大 TCD
panels-largest-tcd-why = 在所有源节点中

## The paper check, the certificate and the least TCD (claims.rs, certificate.rs, least_panel.rs)

panels-paper-check = 论文核对
panels-cert-title = 已证明的最优值
# A badge after the value
panels-cert-proven-optimum-badge = 已证明最优
# Between the proven lower and upper bound; $q is the quantity's symbol (TCD, b^o)
panels-cert-between = ≤ 最优 { $q } ≤
panels-cert-proven-bounds = 已证明的界
panels-cert-meets = 所示值达到已证明的下界：它是最优的
panels-cert-above-optimum = 所示值 { $value } 比最优值高 { $gap }
panels-cert-above-bound = 所示值 { $value } 比已证明的下界高 { $gap }；经认证的见证达到 { $upper }
panels-cert-invalid = 所示调度违反了一条规则，因此不将其值与最优值比较。
panels-cert-show = 显示经认证的见证（cert=1）；论文核对随后读取证明
panels-least-title = 已知最小 TCD
# Before the selected source's value
panels-least-selected = 从所选源节点：
panels-least-exact = 精确：搜索所有调度（N ≤ 16）
panels-least-proven = 已证明：SAT 反驳了小一的值，且有调度达到该值
panels-least-interval = 区间：下方为 SAT 反驳，上方为最佳调度
panels-least-bound = 上界：castlab 构造的最佳调度；下方未证明任何结论
# How a source's least TCD is known, in one word (a badge)
panels-known-exact = 精确
panels-known-proven = 已证明
panels-known-interval = 区间
panels-known-bound = 上界
panels-printed-caption = 论文中印刷的闭式公式与调度的对比
# A column: the printed formula
panels-printed-formula = 公式
# A column: which source the formula is about
panels-printed-source = 源节点
# A column: the formula's value as printed
panels-printed-printed = 印刷值
# A column: the best schedule's TCD
panels-printed-schedule = 调度
# A source at a corner of the grid
panels-corner = 角

## WK broadcast (wk_panel.rs)

# While the panel waits for its report
panels-running = 正在运行广播…
panels-wk-your-schedule = 您的调度（plan=），按全端口模型的规则检查
# The algorithm's names (stack, fang) are link values; the authors' names stay
panels-wk-about-stack = stack：Chen 与 Duh 的基于栈的广播，按 Fang、Liang、Chen 与 Ng 的描述（§1）
panels-wk-about-fang = fang：角点广播与一般广播（Fang、Liang、Chen 与 Ng，§3）
panels-wk-steps-why = 源节点的离心率为 { $eccentricity }；直径 2^L − 1 = { $diameter }
panels-wk-exactly-once = 恰好一次
panels-wk-messages = { $n } 条消息
panels-wk-exactly-once-why = 除源节点外每个节点收到一条消息，全端口，每步一跳
panels-wk-random-delays = 随机延迟
panels-wk-random-delays-why = 链路延迟为 1 到 4 步时仍恰好一次，{ $seeds } 个随机种子
panels-wk-label = 标签
panels-wk-bits = { $n } 位
panels-wk-decision-cost = 决策开销
panels-wk-operations = 每个节点至多 { $n } 次操作
panels-wk-decision-cost-why = 节点为选择转发方向所做的比较、出栈和入栈
panels-wk-both = 从此源节点运行两种算法
# Columns of the comparison
panels-wk-col-steps = 步数
panels-wk-col-label-bits = 标签位数
panels-wk-col-stack = 栈
panels-wk-col-max-cost = 最大开销
panels-wk-col-total-cost = 总开销
panels-wk-node-table = 节点表（{ $n } 个节点）
# A column: the node's address (cor-id, cor-level, flip-cor-id stay as the paper names them)
panels-wk-col-address = 地址
# A node whose flip link leads out of the network
panels-wk-free-link = 空闲链路
panels-wk-table-limit = 节点表仅列出至多 { $n } 个节点的网络。

## Manhattan Street networks (msn_panel.rs, msn_key.rs)

# While a panel waits for its report
panels-computing-panel = 计算中…
# Followed by the drawn node's coordinates
panels-msn-every-node-sends = 每个节点都发送；图中画出的是以下节点的数据包：
panels-msn-destination-why = 点击一个节点以路由到它
panels-msn-distance = 距离
# $family is the path family (NE, SW, SE, NW)
panels-msn-distance-why = Varvarigos 1998，式 (5)，{ $family } 路径；广度优先搜索得 { $bfs }
panels-msn-routing-tag = 路由标签
panels-msn-routing-tag-why = 0：水平跳，1：垂直跳
panels-msn-mean-distance = 平均距离
# $eq27 is the paper's value as a fraction
panels-msn-mean-distance-why = = { NUMBER($mean, minimumFractionDigits: 4, maximumFractionDigits: 4) }；式 (27)：{ $eq27 }
panels-diameter = 直径
panels-msn-diameter-why = 最大距离
panels-msn-throughput = 吞吐量
panels-msn-throughput-bound = λ ≤ { NUMBER($bound, minimumFractionDigits: 4, maximumFractionDigits: 4) }
panels-msn-throughput-why = 每节点 2/D̄（§3）；双向环绕网格的 D̄ = { $mesh }
panels-msn-slots = 时隙
panels-msn-te-slots-why = 逐时隙模拟全交换；按式 (28) 的 H/2：{ $slots }
panels-msn-no-collisions = 无碰撞
panels-msn-te-no-collisions-why = 没有有向链路在一个时隙内承载两个数据包
panels-msn-utilization = 利用率
panels-msn-percent-whole = { NUMBER($percent, maximumFractionDigits: 0) }%
panels-msn-percent-two = { NUMBER($percent, minimumFractionDigits: 2, maximumFractionDigits: 2) }%
panels-msn-te-utilization-why = 繁忙的链路时隙
panels-msn-shortest-paths = 最短路径
panels-msn-shortest-paths-why = 每个数据包都是，且每个节点收到所有数据包
panels-msn-mnb-slots-why = 多节点广播；下界 N²/2 = { $bound }（式 (29)）
panels-msn-mnb-no-collisions-why = 平移 A_i(x, y) 互不相交；每个节点收到所有数据包
panels-msn-mnb-utilization-why = 除最后一个时隙外每条链路都繁忙
panels-msn-construction = 构造
panels-msn-backtracks = { $n } 次回溯
panels-msn-areas = 区域
panels-msn-areas-why = 各路径族最先到达的目标（式 (5)）；{ $tied } 个并列
panels-msn-hamiltonian = 哈密顿
panels-msn-hamiltonian-why = 两个环都恰好访问每个节点一次
panels-msn-edge-disjoint = 边不相交
panels-msn-edge-disjoint-why = 橙色与蓝色没有共用链路
panels-msn-ring-mnb = 环上 MNB
panels-msn-ring-mnb-why = 拆分数据包时为 (N² − 1)/2 个时隙（式 (30)）
panels-msn-sums-caption = 式 (10)：从一个节点出发的距离按奇偶类求和
# Columns of the partial sums
panels-msn-col-class = 类
# Eq. (10)'s classes of destinations by the parities of their coordinates.
panels-msn-class-odd-odd = x 奇，y 奇
panels-msn-class-even-even = x 偶，y 偶
panels-msn-class-odd-even = x 奇，y 偶
panels-msn-class-even-odd = x 偶，y 奇
panels-msn-col-bfs = BFS
panels-msn-col-printed = 印刷值
panels-msn-col-appendix = 附录

## The MS network's key (msn_key.rs)

# What the colours of the total exchange mean
panels-msn-key-tag = 本时隙的跳，按该阶段的路由标签
panels-msn-key-complement = 按其取反的路由标签
panels-msn-key-done = 本阶段较早完成的跳
panels-msn-key-ahead = 尚待进行的跳
panels-msn-key-reached = 本阶段数据包到达之处
panels-msn-key-drawn-source = 源节点（画出其数据包）
panels-msn-key-holds = 持有源节点的数据包
panels-msn-key-not-yet = 尚未
panels-msn-key-slot-links = 本时隙的链路
panels-msn-key-source = 源节点
# The two Hamiltonian cycles
panels-msn-key-cycle-1 = 环 1
panels-msn-key-cycle-2 = 环 2
panels-msn-key-half-packets = 此半时隙之后源节点的半个数据包
panels-msn-key-route = 到目标节点的最短路由（式 (5)）
panels-msn-key-route-pointer = 到指针下节点的最短路由
panels-msn-key-destination = 目标节点
# The four areas of the paper, by compass direction
panels-msn-key-ne = A₁，NE（东北）
panels-msn-key-sw = A₂，SW（西南）
panels-msn-key-se = A₃，SE（东南）
panels-msn-key-nw = A₄，NW（西北）
panels-msn-key-tie = 较浅：两个路径族并列
# The route view's colour scale
panels-msn-key-hops = 距源节点的跳数（越深越近）

## Orderly broadcasting (orderly_panel.rs)

panels-orderly-title = 有序广播
panels-orderly-no-symmetry = 该排序没有可利用的对称性，因此对每个发起者都进行了传播
panels-orderly-one-symmetry = 该排序的 1 个对称性（已检查）使一个发起者可代表其轨道
# $n is written with its digits grouped
panels-orderly-symmetries = 该排序的 { $n } 个对称性（已检查）使每个轨道可由一个发起者代表
# $worst and $computed are written with their digits grouped; $symmetry is one of panels-orderly-…-symmetry
panels-orderly-whole-why = 所有发起者中的最大值，由其中 { $worst } 个达到；已传播 { $computed } 个；{ $symmetry }
panels-orderly-whole-why-parallel = 所有发起者中的最大值，由其中 { $worst } 个达到；{ $workers } 个工作线程并行传播了 { $computed } 个；{ $symmetry }
panels-orderly-from-source-why = 该发起者的最后到达时间
panels-lower-bound = 下界
panels-orderly-classical = 经典 b(src)
panels-orderly-classical-why = 尝试了所有 one-port 调度
panels-orderly-optimum-why = 尝试了所有排序
panels-bounds-caption = 精确值与论文中各界的对比
# Columns of the bounds' table
panels-bounds-col-bound = 界
panels-bounds-col-value = 值
panels-bounds-col-what = 含义
panels-messy-caption = 从发起者的杂乱广播（每种 { $trials } 次带种子的运行）
# Columns of the messy runs
panels-messy-col-model = 模型
panels-messy-col-min = 最小
panels-messy-col-median = 中位数
panels-messy-col-max = 最大
panels-messy-col-worst = 最坏情况
panels-messy-worst-title = 在顶点所有可能选择中最晚的完成时间，由穷举搜索得到
# A worst case found by exhaustive search
panels-exact-value = { $value }（精确）
panels-orderly-labels-toggle = 显示每条边的标签
panels-orderly-adaptive-toggle = 自适应（跳过已收到其消息的邻居）
panels-search-title = 更好的排序
panels-search-stop = 停止
panels-search-start = 搜索（种子 { $seed }）
panels-search-status = 已评估 { $total } 个排序中的 { $done } 个；最佳 b^Π(G) = { $best }（起点 { $start }）
panels-search-status-better = 已评估 { $total } 个排序中的 { $done } 个；最佳 b^Π(G) = { $best }（起点 { $start }）：优于起点
panels-search-adopt = 采用（algo=search）
panels-search-hint = 在工作线程中运行的带种子局部搜索：交换标签（在环面上按整类 (i mod 2, j) 交换，保持 Π 的对称性），并保留不更差的结果。
# $start is the starting ordering's name in the link (algo=)
panels-search-result-better = 此排序：从 { $start } 出发尝试的 { $tried } 个中最好的；b^Π(G) { $from } → { $to }，优于起点。
panels-search-result-same = 此排序：从 { $start } 出发尝试的 { $tried } 个中最好的；b^Π(G) { $from } → { $to }，不优于起点。

## The classical model and the census (classical_panel.rs, census_panel.rs)

# A verdict of a bound
panels-verdict-holds = 成立
panels-verdict-fails = 不成立
panels-verdict-open = 未定
# The ? mark's tooltip: a claim neither refuted nor proven here.
panels-verdict-open-title = 未被反驳，也未被证明
panels-verdict-not-applicable = 不适用
# The accessible name of a ✓ or ✗ beside a check.
panels-check-yes = 是
panels-check-no = 否
panels-classical-known-certified = b(u) 精确值，已认证：SAT，经 DRAT 检查：求解器给出的调度经验证器复查，且不存在少一轮的调度
panels-classical-known-exact = b(u) 精确值：穷举搜索尝试了所有呼叫集合
panels-classical-known-optimal = b(u) 精确值：该调度达到下界
panels-classical-known-bound-certified = b(u) 的一个上界，而 b(u) = { $b }（已认证：SAT，经 DRAT 检查）
panels-classical-known-heuristic = b(u) 的一个上界：启发式算法给出的调度，经验证器检查
panels-classical-certified-row = 经典 b(u)，已认证
panels-orderly-certified-row = 有序 b^o(G)，所有排序中最好的
panels-certified-value = { $value }（已认证：SAT，经 DRAT 检查）
panels-census-classical-row = 经典 b(G)，最慢的发起者（普查，精确）
panels-census-orderly-row = 有序 b^o(G)，所有排序中最好的（普查，精确）
panels-census-messy-row = 杂乱广播最坏情况 b^m₁(G)、b^m₂(G)、b^m₃(G)（普查，精确）
# After the originator's address: the network it is in
panels-classical-in = 位于 { $network }
panels-rounds = 轮数
panels-classical-lower-bound-why = ⌈log₂ N⌉（已知节点每轮至多翻倍）或发起者的离心率
panels-three-models = 从此发起者出发的三种模型
panels-diameter-degree = 直径 D，最大度 k
panels-classical-least-row = 经典 b(u)，castlab 已知的最小值
# $by is the algorithm's heading
panels-classical-by-exact = { $value }（{ $by }，精确）
panels-classical-by-bound = { $value }（{ $by }，上界）
panels-orderly-natural-row = 有序 b^Π(u)，网络的自然排序
panels-over-every-originator = { $value }（所有发起者中：{ $whole }）
# $model is the messy model's name (M1, M2, M3)
panels-messy-row = 杂乱 { $model }（{ $trials } 次带种子的运行）
panels-messy-range-worst = { $min }–{ $max }，从此发起者的最坏情况 { $worst }
panels-census-title = 普查：所有小图
panels-census-intro = 所有 2 到 7 个顶点的连通图（995 个，即已发表的数目），其时间均精确求得：b 通过搜索所有调度，b^o 通过所有排序，b^m₁…b^m₃ 通过所有运行。点击一个单元格，按普查顺序打开其中的第一个图。
panels-census-chart = 图表
# $x and $y are the measures' symbols
panels-census-against = { $y } 对 { $x }
panels-census-chart-title = { $y } 对 { $x }，{ $n } 个图
# A heat cell's value: how many graphs
panels-census-graphs = 个图
panels-census-graph-shown = 所示的图
panels-census-readout-none = 指向一个单元格以统计其中的图；点击以打开第一个。
panels-census-readout =
    { $x } = { $xv }, { $y } = { $yv }：{ $count ->
    *[other] { $count } 个图
    }；点击打开第一个 G_{ $g }
panels-census-chart-label = 按 { $x } 和 { $y } 排列的普查图网格
panels-census-relations-caption = 995 个图上的每对 x, y：x < y、x = y、x > y 各出现多少次，以及 y / x 最大和最小的第一个图（每个链接显示其 x 和 y）
panels-census-largest = 最大 y/x
panels-census-smallest = 最小 y/x

## Your own plan (plan_panel.rs, your_plan.rs, state/plan.rs)

panels-plan-your-schedule = 您的调度
panels-plan-your-ordering = 您的排序
panels-plan-edit = 以 JSON 编辑
panels-plan-remove = 改为显示 castlab 自己的
panels-plan-checking = 正在检查您的计划…
# The models a plan is checked by, with the papers' numbers
panels-plan-model-one-port = one-port 广播（000、002）
panels-plan-model-all-port = 全端口广播（001）
panels-plan-model-store-forward = 存储转发（004）
panels-plan-model-orderly = 有序广播（003）
panels-plan-model-telephone = 电话模型（003 §1.2.1）
# $model is one of panels-plan-model-…
panels-plan-valid = 有效：它遵守 { $model } 的每条规则。
# Followed by the broken rule's name and message
panels-plan-invalid-in = 在 { $model } 中无效：
panels-plan-show-step = 在图上显示第 { $step } 步
panels-plan-broken-count = 违反的规则共计：{ $n }。
# Yours against a compared value
panels-plan-equal = 相等
panels-plan-less = 您的少 { $n }
panels-plan-more = 您的多 { $n }
panels-plan-not-compared-cell = 未比较
# $measure is the plan's measure (TCD, steps, rounds, …)
panels-plan-not-compared-schedule = 您的未参与比较：您的调度违反了一条规则，因此其 { $measure } 并非有效调度的 { $measure }。
panels-plan-not-compared-schedule-plural = 您的未参与比较：您的调度违反了一条规则，因此其 { $measure } 并非有效调度的 { $measure }。
panels-plan-not-compared-ordering = 您的未参与比较：您的排序违反了一条规则，因此其 { $measure } 并非有效排序的 { $measure }。
panels-plan-not-compared-ordering-plural = 您的未参与比较：您的排序违反了一条规则，因此其 { $measure } 并非有效排序的 { $measure }。
# After the plan's numbers
panels-plan-contention-free = ；没有任何一步两次使用同一链路
panels-plan-contention = ；某一步两次使用同一链路，由两条消息或一条路由造成（在图上标为红色）
panels-plan-not-drawn = 图中显示的是 004 的各阶段；您的数据包在此检查并评分，不绘制。
# Before the plan's value
panels-plan-measure = { $measure }：
panels-plan-messages = ；{ $messages } 条消息
panels-plan-steps-messages = ；{ $steps } 步，{ $messages } 条消息
# Columns of the plan's comparison
panels-plan-compared-with = 比较对象
panels-plan-how-known = 来源
panels-plan-yours = 您的
# A plan's measures
panels-measure-steps = 步数
panels-measure-half-slots = 半时隙数
panels-measure-rounds = 轮数
panels-measure-broadcast-time = 广播时间
panels-measure-broadcast-time-from = 从 { $node } 出发的广播时间
panels-plan-file-too-big = { $file }：{ $bytes } 字节；页面读取的计划文件最大为 4 MiB（{ $limit } 字节）。castlab check FILE 最多读取 64 MiB。
panels-plan-file-unreadable = { $file }：浏览器无法读取它
panels-plan-tools = 您自己的调度或排序
panels-plan-own-schedule = 您自己的调度：
panels-plan-own-ordering = 您自己的排序：
panels-plan-open-file = 打开文件…
panels-plan-download-schedule = 下载调度
panels-plan-download-ordering = 下载排序
panels-plan-tools-note = 也可以将计划文件拖放到视图上，或直接粘贴。castlab 按模型规则检查它，与论文和已知最佳结果比较评分，并将其放入链接。格式见 castlab 仓库中的 docs/formats；命令行上的同样检查：castlab check FILE。
panels-plan-editor = 以 JSON 编辑计划
panels-plan-json = 计划的 JSON
panels-plan-apply = 检查并显示
panels-plan-cancel = 取消
panels-plan-waiting = 问题回答后，您的计划的检查和评分会重新出现。
# An embed's one-line plan verdict
panels-embed-plan-checking = 您的计划：检查中…
panels-embed-plan-error = 您的计划：{ $why }
panels-embed-schedule-valid = 您的调度：有效，{ $measure } { $value }
panels-embed-ordering-valid = 您的排序：有效，{ $measure } { $value }
# $rule is the broken rule's name
panels-embed-schedule-invalid-at = 您的调度：无效，第 { $step } 步 { $rule }
panels-embed-ordering-invalid-at = 您的排序：无效，第 { $step } 步 { $rule }
panels-embed-schedule-invalid = 您的调度：无效，{ $rule }
panels-embed-ordering-invalid = 您的排序：无效，{ $rule }
# A notice about the reader's plan file: the sentence, worded already
panels-plan-notice = { $message }
# $error is what the file's reader found
panels-plan-your-file = 您的文件：{ $error }
panels-plan-source-not-a-node = 您的文件："source"：{ $source } 不是该网络的节点
# $network is the plan's network link
panels-plan-no-map = 您的文件针对 { $network }：castlab 没有算法能在该网格上运行，因此页面没有可供绘制的图。castlab check FILE 会按相同规则检查它。
panels-plan-too-big-for-link = 您的文件太大，无法放入链接（{ $bytes } 字节 JSON；plan= 链接压缩后最多容纳 { $most } 个字符）。请用 castlab check FILE 检查，并直接分享文件本身。
panels-plan-answer-first = 请先回答问题：您的计划的评分会泄露答案。

## Downloads, notices, the engine, keys and tables (export.rs, notices.rs, engine_status.rs, run_key.rs, legend.rs, data_table.rs, schedule_table.rs, picture_toggle.rs)

panels-export = 下载视图及其数值
# Before the picture's formats (PNG, SVG)
panels-export-picture = 图片：
panels-export-json = 下载 JSON
# $table is the table's name in castlab eval --csv
panels-export-csv = 将“{ $table }”表下载为 CSV
# The CSV tables' names on their download buttons (castlab eval --csv TABLE).
panels-table-name-nodes = 节点
panels-table-name-summary = 摘要
panels-table-name-schedule = 调度
panels-table-name-eyes = 眼
panels-table-name-claims = 论断
panels-table-name-path = 路径
panels-table-name-areas = 区域
panels-table-name-deliveries = 投递
panels-table-name-sets = 集合
panels-table-name-compare = 比较
panels-table-name-bounds = 界
panels-table-name-cycles = 环
panels-table-name-messy = 杂乱广播
panels-table-name-phases = 阶段
panels-table-name-sweep = 扫描
panels-export-note-eval = 此视图的数值，与 castlab eval 的输出完全一致（--csv TABLE 输出表格）。
# $command is a castlab command (castlab sweep)
panels-export-note = 此视图的数值，与 { $command } 的输出完全一致（--json 输出 JSON）。
panels-notices-plan = 您的计划未显示：
panels-notices-link = 此链接中的某些值无法使用，因此显示默认值：
# $pair is key=value as the link writes it
panels-notices-use = 使用 { $pair }
panels-dismiss = 关闭
panels-restore-label = 上次会话
# Followed by the last session's link and panels-restore-after
panels-restore-before = 您上次的会话是
# After the last session's link: the sentence's end
panels-restore-after = 。
panels-restore = 恢复上次会话
panels-engine-cancelled = 已取消。请更改设置，或重新计算当前设置。
# $message is what stopped the worker
panels-engine-failed = 计算已停止：{ $message }。castlab 已启动新的工作线程；页面仍可使用。
panels-engine-again = 重新计算
panels-engine-busy = 正在后台计算…
panels-engine-progress-originators = { $total } 个发起者中的 { $done } 个
panels-engine-progress-sizes = { $total } 个规模中的 { $done } 个
# The run's key: what each look of a node means
panels-run-key-source = 源节点
panels-run-key-earlier = 较早被告知
panels-run-key-now = 在此步被告知
panels-run-key-not-yet = 尚未被告知
panels-run-key-route = 此步的消息
panels-run-key-trail = 较早的消息
# A colour scale's label: $title is its caption, $min and $max its ends
panels-legend-label = { $title }：从 { $min } 到 { $max }
panels-picture = 图片
# Columns of the data table
panels-table-node = 节点
panels-table-tcd = 作为源节点的 TCD
panels-table-informed-at = 被告知时刻
panels-table-broadcast-time = 作为发起者的广播时间
panels-table-hops = 距源节点的跳数
panels-table-summary = 数据表（{ $nodes } 个节点）
panels-table-summary-cut = 数据表（{ $nodes } 个节点；显示前 { $shown } 个，CSV 包含全部）
panels-schedule-too-long = 该调度有 { $messages } 条消息，太多而无法在此列出；它们都已在工作线程中构造并验证，每一步在图上画为其链路的负载（橙色：一条消息，红色：两条或更多）。
panels-schedule-summary = 调度：{ $steps } 步中共 { $messages } 条消息
panels-schedule-label = 调度中的消息
# Columns of the schedule
panels-schedule-step = 步
panels-schedule-from = 从
panels-schedule-to = 到
panels-schedule-route = 路由
panels-schedule-hops = 跳数
panels-schedule-more = ……还有 { $n } 条。

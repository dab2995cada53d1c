# The examples gallery: each example's title, what to notice in it, and what its card's
# number is (core/src/examples.rs, core/src/examples/*.rs), and the gallery's own words
# (web/src/components/gallery.rs). The papers' symbols and numbers stay as published:
# TCD, WK(4, 3), b^Π(G), T_9×13, Q_4, Eq. (27), §1.3, … In the page, x^y and x^{yz} are
# drawn raised and x_y lowered, so keep ^ and _ as they are. Keep each message on one line.

## The gallery's own words (web/src/components/gallery.rs)

gallery-heading-start = 欢迎：从这些示例开始
gallery-heading = 示例
# The button that closes the first visit's gallery.
gallery-skip = 跳过
gallery-close = 关闭
gallery-waiting = 回答问题后示例会重新出现：它们的数字和说明可能泄露答案。
# “…” names the explanations' heading under every view.
gallery-lead = castlab 用明确且经过检验的调度计算互连网络上的广播，内容直接来自五篇论文，也涵盖课程在论文之外讲授的网络：选择一个示例即可看到结果，看看论文的论断在哪里成立、在哪里不成立。每个视图都在“{ glossary-explain-summary }”下解释自身；每个状态都是一个可以分享的链接。
gallery-start-here-label = 从这里开始
gallery-start-here = 从这里开始：按顺序的五个示例
# A paper's section: its short name ("Cang and Wu 1998") and what castlab makes of it.
gallery-paper-heading = { $paper }：{ $topic }
gallery-beyond-label = 论文之外
gallery-beyond = 论文之外：超立方体、蝶形网络、德布鲁因图、立方连通环、K_n、P_n 和 C_n
gallery-exercises-label = 练习
gallery-exercises = 练习：每种网络一道题，作答时即时检查
# A card's number: what it is ("TCD", "rounds") and its value ("69").
gallery-headline = { $shows } { $value }
# An exercise's card, in place of the number (which would give the answer away).
gallery-a-question = 一道题
# A Start here card's link to the next example on the path.
gallery-next = 下一个：{ $title }
gallery-last-of-five = 五个中的最后一个：图库中的其他示例会更深入。
# An opened example's title before its note ("The eyes of the 8×8 mesh: From an eye, …").
gallery-note-heading = { $title }：
# The same, for a title that is a question (it ends in its own mark).
gallery-note-heading-question = { $title }

## Start here: why each example of the path comes next

gallery-why-tcd-eye-8x8 = TCD 是什么，以及使它最小的眼
gallery-why-tcd-recursive-beats-paper = 论文的论断在哪里不成立，以及一个更好的调度
gallery-why-wk-figure-3 = 另一种网络，所有端口同时工作
gallery-why-orderly-9x13 = 有序广播：每个节点固定的标签顺序
gallery-why-msn-total-exchange = 每个节点发往其他所有节点，一个时隙接一个时隙

## What a card's number is (the first value an example promises)

gallery-shows-tcd = TCD
gallery-shows-least-tcd = 最小 TCD
gallery-shows-sources-beaten-on-256x256 = 256×256 上被超越的源
gallery-shows-plan-tcd = 调度的 TCD
gallery-shows-broken-rule = 违反的规则
gallery-shows-rounds = 轮
gallery-shows-steps = 步
gallery-shows-label-bits = 标签位数
gallery-shows-stack-label-bits-at-l-7 = L = 7 时栈的标签位数
gallery-shows-clusters = 簇
gallery-shows-b-pi-g = b^Π(G)
gallery-shows-b-o-g = b^o(G)
gallery-shows-b-pi-of-t-9x13 = T_9×13 的 b^Π
gallery-shows-b-pi-of-t-14x10 = T_14×10 的 b^Π
gallery-shows-b-pi-of-t-3x3x4 = T_3×3×4 的 b^Π
gallery-shows-b-pi-src = b^Π(src)
gallery-shows-worst-case-under-m3 = M3 下的最坏情况
gallery-shows-b-from-0-1 = 从 (0, 1) 的 b
gallery-shows-b-from-8-3 = 从 (8, 3) 的 b
gallery-shows-b-from-0-1-0-0 = 从 (0, 1, 0, 0) 的 b
gallery-shows-hops = 跳
gallery-shows-slots = 时隙
gallery-shows-mean-distance-on-8x8 = 8×8 上的平均距离
gallery-shows-odd-odd-sum = 奇–奇类之和
gallery-shows-rounds-for-bf-10 = BF(10) 的轮数
gallery-shows-rounds-for-ub-2-12 = UB(2, 12) 的轮数
gallery-shows-b-pi-of-q-12 = Q_12 的 b^Π

## Meshes (core/src/examples/mesh.rs): TCD, papers 000 and 002

gallery-tcd-eye-8x8-title = 8×8 网格的眼
gallery-tcd-eye-8x8-note = 从一个眼出发（这里是 (2, 2)），算法 1 的广播总共经过 69 跳，是所有源中最少的：即画圈的四个单元格。

gallery-tcd-corner-8x8-title = 从角落出发
gallery-tcd-corner-8x8-note = 角落是最差的起点：从调度重新计数为 79 跳；000 的式 (3)–(7) 给出相同结果，它的式 (9)，即角落的闭式，也是如此。

gallery-tcd-4x4-theorem-2-title = 定理 2 不成立之处：4×4 从 (1, 0) 出发
gallery-tcd-4x4-theorem-2-note = 算法 1 从 (1, 0) 出发需要 17 跳，但对所有时间步最优调度的穷举搜索找到 16 跳：最小性的论断不成立。

gallery-tcd-4x4-optimum-title = 从 (1, 0) 出发的 16 跳调度
gallery-tcd-4x4-optimum-note = 同一源节点上穷举最优解的调度，由同一个验证器检查：单端口，每个节点恰好被通知一次，没有共用的链路。

gallery-tcd-recursive-beats-paper-title = 从 (3, 1) 出发的更好调度
gallery-tcd-recursive-beats-paper-note = 最佳子立方递归调度需要 70 跳，而算法 1 需要 73 跳；地图显示每个源上的差值。

gallery-tcd-corollary-1-certified-title = 推论 1，在 8×8 上得到证明
gallery-tcd-corollary-1-certified-note = SAT 求解器对每一类源都否定了 TCD 68，每次否定都由独立的 DRAT 检查器复核：任何位置出发的调度都无法优于眼的 69。并非只有眼能达到它：这里是从 (2, 3) 出发的 69 跳调度。

gallery-tcd-next-to-the-eye-settled-title = 在眼的旁边，最小值是 70
gallery-tcd-next-to-the-eye-settled-note = 从 (1, 2) 出发（距眼 (2, 2) 一步），求解器否定了 69 跳，独立检查器重放了它的证明；一个递归调度达到 70，因此从这里出发的最小 TCD 已确定，比眼多一跳。

gallery-tcd-torus-8x8-settled-title = 8×8 环面：每个节点都是眼，69 已证明
gallery-tcd-torus-8x8-settled-note = 000 §5 说环面的每个节点都是眼。在 8×8 上，求解器否定了 68 跳（证明大小 1.8 GB，由 drat-trim 在 842 s 内重放），而眼的调度从任一节点出发都需要 69：论断成立。

gallery-tcd-difference-16x16-title = 差值图，16×16
gallery-tcd-difference-16x16-note = 紫色表示递归调度优于算法 1 的位置：256 个源中有 228 个，最多少 6 跳。眼（291）从未被超越。

gallery-tcd-torus-title = 环面的每个节点都是眼
gallery-tcd-torus-note = 在环面上每个源都能达到眼的值：16×16 上为 291 跳，从 (5, 9) 出发与从任何位置出发一样。

gallery-tcd-1024-title = 一次计算一百万个源
gallery-tcd-1024-note = 1024×1024 网格上每个源的最佳子立方递归调度，通过距离变换逐层计算，而不是进行一百万次模拟。

gallery-tcd-sweep-k-title = 图表：TCD 随 k 的变化，以及定理 2 的失效
gallery-tcd-sweep-k-note = 从 2×2 到 256×256：角落和眼的 TCD 落在各自的闭式上，以及有效调度优于算法 1 的源所占比例，从 16 个中的 4 个到 65,536 个中的 65,476 个。

gallery-exercise-least-32x32-title = 练习：源应该放在哪里？
gallery-exercise-least-32x32-note = 在 32×32 网格上，点击您认为 TCD 最小的源；找到一个最佳源之前地图保持无色，从第三次选错开始，反馈会告诉您所选值差多少。

gallery-tcd-least-known-8x8-title = 图 2：每个节点的最小 TCD
gallery-tcd-least-known-8x8-note = 每个节点已知的最小 TCD，按其得知方式标记：眼周围的 69 和 70 已证明，其他位置为区间（角落为 69–79）。按原文印刷的式 (8)–(10) 与调度相符。

gallery-tcd-regions-8x8-title = 谁负责哪个子网格
gallery-tcd-regions-8x8-note = 000 的图 4–6 按发送者所负责的子网格解释每条消息的去向。虚线框显示每一步之后的子网格：从眼 (2, 2) 出发，第 1 步沿 x 方向把网格一分为二，第 2 步沿 y 方向，第 3 步每个象限的持有者把靠近其眼一侧的一半交给一个邻居：(2, 2) 保留 x = 2…3，(1, 2) 接手 x = 0…1。

gallery-tcd-eye-8x8x8-title = 三维的眼：8×8×8 上为 525
gallery-tcd-eye-8x8x8-note = 从 8×8×8 网格的一个眼出发的算法 2，按 z 切片绘制；八个眼并列拥有最小 TCD。

gallery-tcd-4x4x4-recursive-title = 定理 3 在三维中同样不成立
gallery-tcd-4x4x4-recursive-note = 从 4×4×4 网格的 (1, 0, 0) 出发，算法 2 需要 68 跳；一个有效的递归调度需要 66 跳。

gallery-tcd-4d-title = 四维，以数字呈现
gallery-tcd-4d-note = 4×4×4×4 网格无法画图，但有同样的表格：最佳子立方递归调度从 16 个源出发达到 255。

gallery-tcd-least-known-4x4x4-title = 三维中的图 5：4×4×4 每个节点的最小 TCD
gallery-tcd-least-known-4x4x4-note = 002 的图 5 以四个 y 平面显示 4×4×4 网格每个节点的最小 TCD；castlab 绘制 z 切片。这里的每个值都由证书证明，最小值 63（定理 5 中按原文印刷的式 (13)）恰好在论文加下划线的 8 个眼处取得。

gallery-plan-beats-algorithm-1-title = 您自己的调度：从 (6, 3) 出发为 70，而算法 1 需要 73
gallery-plan-beats-algorithm-1-note = 从文件读入的调度（castlab 从 (6, 3) 出发的最佳子立方递归调度，导出后再载入），由与 castlab 自身调度相同的验证器检查：单端口，每个节点恰好被通知一次，共 70 跳。旁边的地图是算法 1 的，在该源上为 73，而经过认证的下界表明没有调度能优于 70：任何调度都可以这样检查、与论文比较并证明为最优。

gallery-plan-one-port-broken-title = 错误的调度：一个节点在一步中发出两条消息
gallery-plan-one-port-broken-note = 同一个调度，但有一个错误：第 3 步中，(2, 3) 既发送给 (2, 1)，又发送给 (2, 6)。检查会指出第一条被违反的规则 one-port（一个节点每步只发送一条消息），连同其步数和要在地图上标出的节点，因此手工编写的调度能准确显示出错的位置。

gallery-classical-mesh-8x8-title = 经典（电话）模型下的 8×8 网格：14 轮，即其直径
gallery-classical-mesh-8x8-note = 从角落 (0, 0) 出发，匹配启发式在 14 轮内通知全部 64 个顶点，这正是该角落到对角的距离，因此没有更快的广播；三模型面板把它与维序排序的 21 个有序步以及杂乱广播的运行结果并列。

gallery-classical-torus-4x4x4-title = 6 轮完成的 4×4×4 环面
gallery-classical-torus-4x4x4-note = 64 个顶点至少需要 ⌈log₂ 64⌉ = 6 轮，直径也是 6；匹配启发式从 (0, 0, 0) 出发同时达到这两个值，所以 b = 6。

## WK-recursive networks (core/src/examples/wk.rs): paper 001

gallery-wk-figure-3-title = 图 3：在 WK(4, 3) 中从 201 广播
gallery-wk-figure-3-note = 逐步跟随论文的演示：201 把 (1, 0) 发送给 210，标签 (m, t) 告诉每个节点是否转发。每个节点恰好收到一次，共 7 步。

gallery-wk-stack-title = 基于栈的广播
gallery-wk-stack-note = Chen 和 Duh 的广播携带一个链路标签栈；它同样在 7 步内完成，每个节点恰好一次，但标签需要 6 位而不是 4 位。

gallery-wk-constant-label-title = 常数标签与栈的对比，WK(4, 6)
gallery-wk-constant-label-note = 在六层深度下，常数标签仍只需 5 位，每个节点至多比较 5 次；栈需要 18 位，最多 29 次操作。

gallery-wk-eccentricity-title = 比直径更快
gallery-wk-eccentricity-note = 从 012 出发，广播在 6 步后结束，比直径 2^L − 1 = 7 少一步：各位数字互不相同的节点与所有节点都这样接近。

gallery-wk-sweep-labels-title = 图表：常数标签与栈的对比，L = 1 到 7
gallery-wk-sweep-labels-note = 从角落（链接的源）出发，常数标签只有 p，对每个 L 都是 2 位；从不是角落的 0…01 出发，标签为 (m, t)，自 L = 5 起为 5 位（虚线）。栈的标签在 L = 7 时增长到 21 位，栈增长到 7 项，总决策工作量增长到常数标签的十倍。

gallery-exercise-when-wk-title = 练习：哪一步到达这个节点？
gallery-exercise-when-wk-note = 全端口，每步一跳，按常数标签的规则：说出 WK(4, 3) 中被标记的节点在第几步收到来自 201 的消息。

gallery-wk-outline-4-3-title = 轮廓图：把 WK(4, 3) 看作 WK(4, 2)
gallery-wk-outline-4-3-note = 定义 5 把每个 WK(4, 1) 簇看作一个顶点。16 个圆盘及它们之间的链路构成 WK(4, 2)，正如命题 1 所述：其 4 个簇内部有 24 条链路（原为第 1 层链路），簇之间有 6 条（原为第 2 层），每条都比在原网络中低一层。

gallery-classical-wk-3-2-title = WK(3, 2) 从每个顶点出发都只需 4 轮
gallery-classical-wk-3-2-note = 9 个顶点至少需要 ⌈log₂ 9⌉ = 4 轮；穷举搜索从每个发起者出发都找到 4 轮的广播，所以 b(WK(3, 2)) = 4。

## Orderly broadcasting on tori (core/src/examples/orderly.rs): paper 003

gallery-orderly-9x13-title = 论文中的例子：从 (0, 3) 出发的 T_9×13
gallery-orderly-9x13-note = 在排序 Π 下，每个顶点在时刻 14 前被通知，比直径多四步；第一张图显示每个顶点何时收到消息，以及沿哪个标签收到。

gallery-orderly-printed-ell-title = 按 §3.1 印刷的 ℓ 违反引理 3.8.1
gallery-orderly-printed-ell-note = 使用印刷的 ℓ（偶数）时，Π 在 T_14×10 上需要 16，比引理允许的多一；下一个示例使用奇数 ℓ。

gallery-orderly-odd-ell-title = 取奇数 ℓ 则满足界
gallery-orderly-odd-ell-note = 像论文自己的例子那样取奇数 ℓ，Π 在 T_14×10 上恰好达到它的界 15。

gallery-orderly-search-4x4-title = T_4×4 上比 Π 更好的排序
gallery-orderly-search-4x4-note = Π 需要 6；带种子的局部搜索找到一个只需 5 的排序，即定理 2.2.1 的下界，所以它是最优的。

gallery-orderly-certified-5x6-title = b^o(T_5×6) = 7，已证明
gallery-orderly-certified-5x6-note = SAT 求解器找到的一个排序从任一发起者出发都在时刻 7 前通知所有顶点，即定理 2.2.1 的下界，所以 b^o = 7；Π 和局部搜索需要 8。

gallery-orderly-orientation-title = 转动环面：T_9×8
gallery-orderly-orientation-note = 按原来的摆放，引理 3.8.2 给 Π 的界是 13；定理 3.8.1 让 Π 沿偶数边转向并证明了 12，Π 达到了这个值。

gallery-orderly-3d-title = 三维：T_6×6×4 上的 Π_d
gallery-orderly-3d-note = Π_d 在时刻 15 前通知整个环面，在定理 4.3.1 的 18 之内。

gallery-orderly-cycle-title = 环 C_7
gallery-orderly-cycle-note = 尝试 7-环的每一种排序：最佳的需要 4 = ⌊2n/3⌋，比 §1.3 印刷的 ⌈2n/3⌉ = 5 少一。

gallery-orderly-sweep-lemma-title = 图表：1,444 个环面上的 Π 与引理的界
gallery-orderly-sweep-lemma-note = 从 3×3 到 40×40 的每个环面、每个发起者：Π 在所有环面上都不超过引理 3.8.1/3.8.2 的界，并在其中 637 个（即环）上等于该界；T_9×13 需要 14。

gallery-orderly-sweep-printed-ell-title = 图表：§3.1 印刷的 ℓ 在哪里违反界
gallery-orderly-sweep-printed-ell-note = 同样的 1,444 个环面，ℓ 按 §3.1 印刷的取值：其中 116 个（叉号）比引理允许的多需要一步，从 T_14×10 开始。

gallery-orderly-sweep-3d-title = 图表：三维环面与定理 4.3.1
gallery-orderly-sweep-3d-note = m、n 从 3 到 12 的 T_m×n×4：Π 处处远在定理 4.3.1 的界之内；颜色表示与界的差距。

gallery-exercise-when-9x13-title = 练习：这个顶点何时被通知？
gallery-exercise-when-9x13-note = 沿 Π 的标签从发起者 (0, 3) 走到被标记的顶点；答错时间会得到提示，指出它从哪个邻居收到消息。

gallery-orderly-messy-exact-path-title = 杂乱广播的精确值：路径 P_8
gallery-orderly-messy-exact-path-note = §1.2.2 的最坏情况是对所有选择取的最大值，所以抽样只能逼近它们。穷举搜索从 P_8 的一端精确给出它们：M1 和 M2 下为 n − 1 = 7，M3 下为 2n − 3 = 13，在 M3 下顶点可以先把消息发回来源方向。

gallery-orderly-lemma-3-5-1-3x3-title = T_3×3 上的引理 3.5.1：(0, 1) 比 (0, 0) 更快
gallery-orderly-lemma-3-5-1-3x3-note = 引理 3.5.1 说，没有发起者 (0, j)（j ≤ ℓ）能快于 (0, 0)。在 T_3×3 上按 Π，从 (0, 1) 出发的广播在 4 结束，从 (0, 0) 出发的在 5 结束；在边长到 40 的 1,444 个环面中，有 498 个存在这样的发起者（见勘误）。

gallery-orderly-figures-19-20-title = 图 19–20：从 (m − 1, j) 出发，m 和 j 为奇数
gallery-orderly-figures-19-20-note = 图 19 和图 20 跟踪引理 3.8.2 的分情况分析所需的发起者出发的路径：这里是 T_9×13 上的 (8, 3)，m 和 j 为奇数。运行逐步显示谁通知了谁；广播在 14 结束，在引理的 15 之内。

gallery-orderly-figure-23-title = 图 23：从 (0, 1, 0, 0) 出发的 T_7×5×4×3
gallery-orderly-figure-23-note = 图 23 说第一个平面在 t₀ = 11 前被通知（§4.3 的公式给出 12），第一个立方体在 16 前。按 Π_d，平面在 9 前完成，立方体在 15 前（核心的测试检查了这两点）；整个环面在 19 前，在定理 4.3.1 的 26 之内。

gallery-plan-ordering-4x6-title = T_4×6 上达到 6 的排序文件
gallery-plan-ordering-4x6-note = 4×6 环面经过认证的最优排序，写成文件（每个顶点的邻居按标签顺序列出）并再次检查：从任一发起者出发，每个顶点都在时刻 6 前被通知，即定理 2.2.1 的下界，比 Π 的 7 早一步。在文件中改变某个顶点的顺序，检查会告诉您代价是多少。

## Manhattan Street networks (core/src/examples/msn.rs): paper 004

gallery-msn-route-title = 8×8 Manhattan Street 网络中的一条最短路由
gallery-msn-route-note = 单向街道：按式 (5)，从 (0, 0) 到 (3, 5) 需要 6 跳，路由标记为 000111，并由广度优先搜索确认。

gallery-msn-mean-distance-title = 10×6 网络的平均距离
gallery-msn-mean-distance-note = 所有节点对的平均距离为 47/10，与式 (27) 给出的完全一致。

gallery-msn-total-exchange-title = 158 个时隙内完成全交换
gallery-msn-total-exchange-note = 每个节点向其他每个节点发送一个数据包，逐阶段进行，每个时隙中每条链路都处于忙碌状态：8×8 上为 158 个时隙，即式 (28) 的最优值。

gallery-msn-multinode-broadcast-title = N²/2 个时隙内完成多节点广播
gallery-msn-multinode-broadcast-note = 所有节点同时广播；集合 A_1 … A_32 从不冲突，达到 32 个时隙的下界。

gallery-msn-hamiltonian-title = 两个边不相交的哈密顿环
gallery-msn-hamiltonian-note = 橙色和蓝色环各自经过全部 64 个节点且没有共用链路；在两个环上进行多节点广播需要 31.5 个时隙。

gallery-msn-sweep-mean-distance-title = 图表：平均距离随 N 的变化
gallery-msn-sweep-mean-distance-note = 从 4×4 到 64×64：所有路由的平均距离恰好落在式 (27) 上，略高于环面的 (X+Y)/4，吞吐量界按 1/N 下降。

gallery-exercise-hops-msn-title = 练习：这条路由有多长？
gallery-exercise-hops-msn-note = 在每条街道都是单向的 10×6 Manhattan Street 网络中，数一数从 (0, 0) 到 (7, 3) 的最短路由的跳数。

gallery-msn-areas-10x8-title = 图 3–4：目标区域，以及式 (21) 丢失的因子
gallery-msn-areas-10x8-note = 10×8 网络中每个目标节点取最先到达它的路径族的颜色：即式 (6)–(9) 写出距离所用的区域 A₁ … A₄。面板按奇偶类对距离求和：对 x 和 y 均为奇数的类，广度优先搜索给出 108，与附录 A.9 一致；按原文印刷的式 (21) 给出 64。

gallery-classical-msn-4x4-title = 4×4 Manhattan Street 网络：沿单向街道 6 轮
gallery-classical-msn-4x4-note = 呼叫只能沿出链路进行。从 (0, 0) 出发，穷举搜索需要 6 轮，比离心率 5 多一轮，比 ⌈log₂ 16⌉ = 4 多两轮；针对无向图给出的杂乱广播界被标为不适用。

## The families beyond the papers (core/src/examples/families.rs): paper 003

gallery-hypercube-binomial-title = Q_4 上的二项树
gallery-hypercube-binomial-note = 每个已获知消息的顶点沿下一个维度呼叫：16 个顶点用 4 轮，即 ⌈log₂ 16⌉，没有广播能更快（003 §1.2.1：b(H_m) = m）。

gallery-hypercube-orderly-title = Q_4 上的有序广播，逐维进行
gallery-hypercube-orderly-note = 每个顶点的链路按维度排序时，有序广播需要 m(m + 1)/2 = 10：即 003 §1.2.2 引用的最坏杂乱 M3 时间，而顶点可以自由选择时只需 4 轮。

gallery-butterfly-exact-title = 5 轮完成的环绕蝶形网络 BF(3)
gallery-butterfly-exact-note = 穷举搜索得到 b = 5 = 2m − 1，恰好达到 Klasing、Monien、Peine 和 Stöhr 的上界；他们的下界 1.7417m（5.2）是渐近的，在这里不成立。

gallery-butterfly-2m-2-title = BF(10) 用 18 轮，比 2m − 1 少一轮
gallery-butterfly-2m-2-note = castlab 的匹配启发式在 18 轮内完成维数为 10 的环绕蝶形网络上的广播，每次呼叫都经验证器检查：比 Klasing、Monien、Peine 和 Stöhr 的 2m − 1 = 19 少一轮，并高于他们的渐近值 1.7417m ≈ 17.4。

gallery-butterfly-orderly-title = BF(3) 上的有序广播
gallery-butterfly-orderly-note = 每个顶点依次为直上、交叉上、直下、交叉下：8 步，比电话模型的 5 轮多 3。

gallery-debruijn-exact-title = 6 轮完成的德布鲁因图 UB(2, 5)
gallery-debruijn-exact-note = 32 个顶点至少需要 ⌈log₂ 32⌉ = 5 轮；穷举搜索证明从 00000 出发需要 6 轮，在 Bermond 和 Peyrat 的 1.5m + 1.5 = 9 之内。

gallery-debruijn-heuristics-title = UB(2, 8)：启发式并列比较
gallery-debruijn-heuristics-note = 从 00000000 出发，匹配启发式和生成树广播都需要 12 轮，在著名的 1.5m + 1.5 = 13.5 之内，比 ⌈log₂ 256⌉ = 8 多 4；三模型面板把它们与有序和杂乱广播的时间并列。

gallery-ccc-refutes-5k-over-2-title = CCC(4) 用 9 轮，而非 ⌈5k/2⌉ = 10
gallery-ccc-refutes-5k-over-2-note = 003 §1.2.1 列出 b(CCC_k) = ⌈5k/2⌉；穷举搜索找到 9 轮的广播，并证明不存在 8 轮的广播：即 ⌈5k/2⌉ − 1。

gallery-ccc-at-its-diameter-title = CCC(8) 与其直径一样快
gallery-ccc-at-its-diameter-note = 2,048 个顶点在 18 轮内被通知，等于直径，因此没有更快的广播：003 §1.2.1 的 ⌈5k/2⌉ = 20 高估了两轮。

gallery-ccc-3-title = CCC(3)：与其直径一样快
gallery-ccc-3-note = 24 个顶点，直径 6，广播用 6 轮：⌈5k/2⌉ = 8 高估了两轮。

gallery-census-orderly-above-classical-title = G_84：b^o = b 的 5/3，普查中的最大比值
gallery-census-orderly-above-classical-note = 在 2 到 7 个顶点的 995 个连通图中，总有 b ≤ b^o（003 观察 2.1.1）。在这个 6 顶点图上 b = 3，而最佳排序需要 5：这是最大的 b^o/b，另有四个图与之相同（G_103、G_375、G_585、G_754）。

gallery-census-messy-three-times-orderly-title = G_865：b^o = 3，最坏的 M3 运行慢三倍
gallery-census-messy-three-times-orderly-note = 这个 7 顶点图的最佳排序从任一发起者出发都在 3 步内完成；最坏的 M3 运行需要 9 步。普查中没有图的 b^m₃/b^o 更大；另有 21 个图达到 3，G_865 是第一个。

gallery-complete-doubling-title = 倍增法广播 K_12
gallery-complete-doubling-note = 已获知消息的顶点每轮翻倍：12 个顶点用 ⌈log₂ 12⌉ = 4 轮（003 §1.2.1：b(K_n) = ⌈log₂ n⌉）。

gallery-complete-orderly-title = K_6 上按编号顺序的有序广播
gallery-complete-orderly-note = 每个顶点按编号顺序呼叫其他顶点：5 步对比 3 轮，在 003 §1.3 给出的最佳排序界 ⌈log n⌉ + 2⌈√log n⌉ = 7 之内。

gallery-path-tree-title = 从中点出发的 P_9
gallery-path-tree-note = 每个方向四个顶点，其中一侧等待一轮：5 轮，即树上广播的最优值。

gallery-path-orderly-title = P_7 上的有序广播
gallery-path-orderly-note = 处处先呼叫编号较小的邻居需要 11；通过逐一尝试找到的所有排序中的最佳排序需要 9 = ⌈(3n − 4)/2⌉（003 §1.3）。

gallery-cycle-tree-title = C_9 双向绕行
gallery-cycle-tree-note = 两段各含四个顶点的弧，其中一段晚一轮开始：从任一顶点出发都是 ⌈9/2⌉ = 5 轮。

gallery-cycle-orderly-title = C_9 上的有序广播
gallery-cycle-orderly-note = 先呼叫下一个顶点，再呼叫上一个：6 = ⌊2n/3⌋，这是尝试所有排序得到的最优值（003 §1.3 印刷为 ⌈2n/3⌉；见勘误）。

gallery-exercise-build-q3-title = 练习：亲手在 Q_3 上广播
gallery-exercise-build-q3-note = 从 101 出发，逐轮先点击呼叫者，再点击它呼叫的邻居：验证器会指出任何违反的规则，完整的调度按其轮数与 b(101) 比较评分，castlab 在这里精确知道 b(101)。

gallery-exercise-build-bf3-title = 练习：亲手在蝶形网络 BF(3) 上广播
gallery-exercise-build-bf3-note = 在电话模型中从节点 0,000（第 0 层，第 000 行）出发，点击蝶形网络的层和行来构建广播；完整的调度按其轮数与 b(0,000) 比较评分（这里精确已知），反馈会说明它是如何得知的。

gallery-butterfly-sweep-bounds-title = 图表：各维数的 BF(m) 与已发表的界
gallery-butterfly-sweep-bounds-note = m = 3 … 12 时的 b/m，与 Klasing、Monien、Peine 和 Stöhr 的 (2m − 1)/m 及 1.7417 对比：castlab 的最佳调度在 BF(3) 上恰好达到 2m − 1（5 轮），在 m = 10 和 11 时需要 2m − 2（18 轮和 20 轮）。

gallery-debruijn-sweep-bounds-title = 图表：各维数的 UB(2, m) 与已发表的界
gallery-debruijn-sweep-bounds-note = 从 0…0 出发、m = 2 … 12 时的 b/m，与著名的 1.5m + 1.5 及 Klasing 等人的 1.3171m 对比：在每个 m 上都低于上界（m = 12 时为 19 轮，对比 19.5），并在 m = 4 时低于渐近下界（5 轮，对比 5.27）。

gallery-hypercube-sweep-orderly-title = 图表：Q_m 的维序排序与 003 的 m(m + 1)/2
gallery-hypercube-sweep-orderly-note = m = 1 … 12 时维序排序的 b^Π(G) 在每个 m 上都等于 m(m + 1)/2，即 003 §1.2.2 印刷为 b₃^o(H_m) 的值（一个杂乱广播时间）：m = 12 时为 78，是直径 12 的六倍半。

# 逐步讲解（trace=1）：算法的伪代码、每条消息为何发送、步骤日志和步进控件。
# 伪代码行中的数学记号保持不变。

## 标题（算法本身的标题在 core.ftl 的 rules-heading-… 中）

narration-title-user-ordering = 用户提供的排序

## TCD：Cang 和 Wu 的算法（论文 000、002）

# “000”和“002”是论文编号，页面会把它们换成论文名称；请保持它们为独立的词（前后留空格）。
narration-tcd-cite-2d = 000 算法 1，其四个要点；000 §5 关于环面
narration-tcd-cite-3d = 002 算法 2，步 1–4
narration-tcd-cite-dd = 002 §4（眼广播，逐阶段）
narration-tcd-line-symmetry = 选取网格的旋转或反射 g，使算法从 S 出发的 TCD 最小；在 g(网格) 上运行算法，再把每条消息映射回来。
narration-tcd-line-split-2d = 把 2^k×2^k 网格分成四个 2^{"{"}k−1{"}"}×2^{"{"}k−1{"}"} 子网格；旋转网格，直到 S 位于左上子网格。
narration-tcd-line-step1-2d = 第 1 步：S 发送给右上眼 E_k(2)。
narration-tcd-line-step2-source-2d = 第 2 步：S 发送给左下眼 E_k(3) 或 E_{"{"}k−1{"}"}(1)，取离 S 较近者。
narration-tcd-line-step2-eye-2d = 第 2 步：E_k(2) 径直向下发送给右下眼 E_k(4)。
narration-tcd-line-repeat-2d = 每个子网格从其持有者出发逐层重复，直到 2×2 网格在两步内完成。
narration-tcd-line-split = 把网格分成 2^d 个边长减半的子网格；旋转网格，直到持有者 S 位于第一个（低端）子网格。
narration-tcd-line-step-source = 第 j 步（沿 x，然后 z，然后 y，在三维中）：S 沿轴 j 发送到：该轴上为 e_k + a_k，之后的轴上为 e_k，之前的轴上取 e_k 与 e_k − a_{"{"}k−1{"}"} 中较近者。
narration-tcd-line-step-other = 第 j 步：其他每个持有者径直沿轴 j 发送到 e_k + a_k。
narration-tcd-line-repeat = 每个子网格从其持有者出发重复，直到单位立方体完成。

# TCD 一步中的一条原因：规则的句子，然后是眼在页面上的位置、选择所节省的跳数、
# 路由为何转向（每部分都可能为空）。
narration-tcd-reason = { $rule }{ $frame }{ $saved }{ $route }
# 在顶层之下，算法在每个子网格内再次运行；$rule 是规则的句子，$sides 如 4×4。
narration-tcd-again = 在每个 { $sides } 子网格内再次执行第 { $step } 步（第 { $line } 行）：{ $rule }
narration-tcd-example = { $from } → { $to }，{ $hops ->
       *[other] { $hops } 跳
    }
# $kind 为 "mesh"（整个网格）或 "submesh"；$inner 在中文里不改变用词。
narration-tcd-holder-one = { $inner ->
       *[other] {""}
    }{ $sides } { $kind ->
        [mesh] 网格
       *[other] 子网格
    }的持有者沿 { $axis } 发送给另一半的眼：{ $example }。
narration-tcd-holder-many = { $n } 个持有者（每个 { $sides } { $kind ->
        [mesh] 网格
       *[other] 子网格
    }一个）各自沿 { $axis } 发送给其子网格另一半中的一个眼；例如 { $example }。
narration-tcd-across-one = { $inner ->
       *[other] {""}
    }{ $sides } { $kind ->
        [mesh] 网格
       *[other] 子网格
    }中的另一个持有者径直沿 { $axis } 发送：{ $example }。
narration-tcd-across-many = { $inner ->
       *[other] {""}
    }{ $sides } { $kind ->
        [mesh] 网格
       *[other] 子网格
    }中其余 { $n } 个持有者径直沿 { $axis } 发送；例如 { $example }。
narration-tcd-target = { $n } 个边长为 { $side } 的已获知的子立方体沿 { $axis } 发送给接收的一半中的最佳目标（距离加上该半部剩余代价最小）；例如 { $example }。
narration-tcd-split = { $n } 个发送者把各自集合的一半交给最佳划分的接收者，它接管 { $nodes } 个节点；例如 { $example }。
narration-tcd-numbered = 证书中的 { $n } 个编号 x 从 x − 2^b 接收（b 为 x 的最高位）；例如 { $example }。
narration-tcd-untraced = { $n } 条消息没有记录规则；例如 { $example }。
# $dir 为 right、left、down 或 up。
narration-tcd-goes = 它{ $dir ->
        [right] 向右
        [left] 向左
        [down] 向下
       *[up] 向上
    }发送。
# $eye 为 "upper-right"（右上眼）或 "lower-half"（下半部分的眼）。
narration-tcd-frame = 这里 { $point } 按图示位于 { $sides } { $kind ->
        [mesh] 网格
       *[other] 子网格
    }的左上，所以{ $eye ->
        [upper-right] 右上眼
       *[other] 下半部分的眼
    }在{ $dir ->
        [right] 右方
        [left] 左方
        [down] 下方
       *[up] 上方
    }。
# $place 为 upper-right、lower-left 或 lower-right。
narration-tcd-frame-turned = 这里 { $point } 位于其 { $sides } { $kind ->
        [mesh] 网格
       *[other] 子网格
    }的{ $place ->
        [upper-right] 右上
        [lower-left] 左下
       *[other] 右下
    }，所以算法把该{ $kind ->
        [mesh] 网格
       *[other] 子网格
    }旋转{ $place ->
        [upper-right] 逆时针四分之一圈
        [lower-left] 顺时针四分之一圈
       *[other] 半圈
    }，使它位于左上：于是{ $eye ->
        [upper-right] 右上眼
       *[other] 下半部分的眼
    }在页面的{ $dir ->
        [right] 右方
        [left] 左方
        [down] 下方
       *[up] 上方
    }。
# $order 和 $plain 为轴的顺序（yx、xy）。
narration-tcd-route-clash = { $n } 条消息路由为 { $order } 而非 { $plain }：按 { $plain } 会与 { $from } → { $to } 共用链路 { $link }。
narration-tcd-route-symmetry = { $n } 条消息路由为 { $order } 而非 { $plain }：这是 x 优先路由在旋转后网格上经对称变换的像。
narration-tcd-route-free = { $n } 条消息路由为 { $order } 而非 { $plain }，使得没有链路在该步承载两条消息。

## 子立方体递归调度、穷举最优、证书

narration-recursive-cite = castlab（docs/explanations：递归族）；包含 000 算法 1
narration-recursive-line-dp = 对每一层和每个持有者 T，动态规划给出 A_π(T)：T 的子立方体沿轴序 π 通知其余子立方体时的最小 TCD（距离 + 接收子立方体自身的代价，通过 L1 距离变换计算）。
narration-recursive-line-order = 选取使 A_π(S) 最小的轴序 π。
narration-recursive-line-step = 第 i 步：每个已获知的子立方体沿轴 π_i 发送给接收子立方体中使距离加上该子立方体剩余代价最小的节点。
narration-recursive-line-repeat = 每个子立方体从接收消息的节点出发重复。
narration-recursive-ties = 从这个源节点出发，它与论文算法持平：TCD { $this }。
narration-recursive-saves = 从这个源节点出发，这些选择比论文算法节省 { $saved } 跳（{ $this } 对 { $paper }）。
narration-recursive-loses = 从这个源节点出发：TCD { $this }，论文算法为 { $paper }。
narration-exact-cite = castlab：子集上的动态规划（N ≤ 16）
narration-exact-line-define = f(A, s)：从 s ∈ A 出发在 log₂|A| 步内通知集合 A 的最小 TCD；f({"{"}s{"}"}, s) = 0。
narration-exact-line-recurrence = f(A, s) = 对所有一半 B ⊂ A∖{"{"}s{"}"}、|B| = |A|/2 以及 r ∈ B 取 dist(s, r) + f(A∖B, s) + f(B, r) 的最小值。
narration-exact-line-emit = 输出：s 发送给 r，即最佳划分的 r；然后 A∖B 从 s、B 从 r 继续，晚一步。
narration-optimum-cite = castlab-prove：带有已检验证明的 SAT 见证（docs/certified.md）
narration-optimum-line-numbers = 证书把节点编号为 0 … N − 1，源节点为 0。
narration-optimum-line-step = 第 b + 1 步：每个最高位为 b 的编号 x 从 x − 2^b 接收。
narration-optimum-line-proof = 没有调度的 TCD 更小：求解器对下一个更小界的证明已被重放检验。

## WK 网络（论文 001）

narration-fang-cite = 001 §3：角广播（1.x）和一般广播（2.x）
narration-fang-line-source = 源 s：角 (p)^L 把 p 发给其内邻居；其他 s 把 (0, cor-id(s)) 发给其内邻居，并把 (cor-level(s), flip-cor-id(s)) 经其簇间链路发送。
narration-fang-line-spread = (1.1)、(2.1)：经簇间链路收到的标签原样发给每个内邻居。
narration-fang-line-corner = (1.2.2.1)：经内部链路收到的 p，在 flip-cor-id(v) = p 时经簇间链路发出。
narration-fang-line-higher = (2.2.2)：经内部链路收到 (m, t)，c = cor-level(v) > m：经簇间链路发送 (c, flip-cor-id(v))。
narration-fang-line-matching = (2.2.4.1)：c < m 且 flip-cor-id(v) = t：经簇间链路转发 (m, t)。
narration-fang-line-stop = 否则停止：(1.2.1) 网络的角，(1.2.2.2)，(2.2.1)，(2.2.3) c = m，(2.2.4.2)。
narration-stack-cite = 001 §1，描述 Chen 和 Duh 的广播
narration-stack-line-source = 源：压入 L；在每条链路上发送栈。
narration-stack-line-pop = 经标号为 i 的链路（0：内部）到达的节点在栈顶 ≤ i 时不断弹出，然后压入 i。
narration-stack-line-send = 它在每条标签不在栈中的链路上发送栈。
# $n 次投递，其中一次为 $from 到 $to，携带标签 $label。
narration-wk-start-inner = 源节点发送给其所在最小簇的 { $n } 个内邻居；例如 { $from } → { $to }，携带 { $label }。
narration-wk-start-inter = 源节点还经其簇间链路发送：{ $from } → { $to }，携带 { $label }。
# $senders 个节点在 $n 条消息中传递标签。
narration-wk-spread = 经簇间链路到达的 { $senders } 个节点把标签原样传给每个内邻居（{ $n } 条消息）；例如 { $from } → { $to }，携带 { $label }。
narration-wk-corner = { $n } 个节点经其簇间链路传递角标签，因为那里的节点以标签的数字 p 结尾（论文中的 flip-cor-id(v) = p）；例如 { $from } → { $to }，携带 { $label }。
narration-wk-higher = { $n } 个节点经其簇间链路发送新标签，因为该链路的层级高于标签经过的任何链路（论文中的 cor-level(v) > m）：新标签是该层级和所到达节点的最后一位数字（flip-cor-id(v)）；例如 { $from } → { $to }，携带 { $label }。
narration-wk-matching = { $n } 个节点经其簇间链路原样传递标签，因为该链路的层级低于标签的 m（cor-level(v) < m），且通向以标签的数字 t 结尾的节点（flip-cor-id(v) = t）；例如 { $from } → { $to }，携带 { $label }。
narration-wk-stack = { $n } 个栈在标签不在栈中的链路上发送；例如 { $from } → { $to }，携带 { $label }。

## 有序广播（论文 003）

narration-orderly-cite = 003 §1.3（有序广播）；Π：003 §3.2，Π_d：§4.2
narration-orderly-line-origin = 发起者在时间 0 持有消息。
narration-orderly-line-send = 在时间 t 获知的顶点在时间 t + i 沿其列表的标签 i 发送，i = 1 … deg(v)，不论对方是否已收到（非自适应）。
narration-orderly-line-first = 顶点由最先到达它的消息获知（并列时取编号最小的发送者）。
narration-orderly-line-pi = Π 的列表（§3.2），按顶点的列 j，即其第二个坐标（在图上画作一行）：j = 0 和 j = ℓ = { $ell } 取情形 c/d，其余 j 取情形 a/b。
narration-orderly-reason = { $heard }{ $case }
narration-orderly-heard = { $n } 个顶点首先经标签为 { $label } 的边收到消息：在时间 { $informed } 获知的发送者在时间 { $informed } + { $label } = { $time } 使用标签 { $label }；例如 { $from } → { $to }。
narration-orderly-case-zero = { $vertex } 位于 §3.2 的列 j = 0（其第二个坐标，图上的一行；ℓ = { $ell }），所以它的列表是情形 c/d。
narration-orderly-case-ell = { $vertex } 位于 §3.2 的列 j = ℓ = { $ell }（其第二个坐标，图上的一行；ℓ = { $ell }），所以它的列表是情形 c/d。
narration-orderly-case-other = { $vertex } 位于 §3.2 的列 j = { $column }（其第二个坐标，图上的一行；ℓ = { $ell }），既非 0 也非 ℓ，所以它的列表是情形 a/b。

## 经典（电话）模型（003 §1.2.1）

narration-classical-line-holds = 发起者在第 1 轮之前持有消息。
narration-binomial-title = 超立方体 Q_m 上的二项树
narration-binomial-cite = 003 §1.2.1 列出 "Hypercube H_m : b(H_m) = m"；castlab 给出达到该值的二项树
narration-binomial-line-round = 对 i = 1 … m：在第 i 轮，每个已获知的顶点呼叫其跨维 i 的邻居，即地址从右数第 i 位不同的邻居。
narration-doubling-title = 完全图 K_n 上的倍增
narration-doubling-cite = 003 §1.2.1 列出 "Complete graph K_n : b(K_n) = ⌈log₂ n⌉"；castlab 给出达到该值的倍增
narration-doubling-line-round = 每一轮，每个已获知的顶点按编号顺序呼叫下一个未获知的顶点，直到所有顶点都已获知。
narration-tree-title = 生成树广播
narration-tree-cite = castlab 给出（在树上最优；在任意网络上是上界）
narration-tree-line-build = 从发起者构造广度优先生成树：每个顶点的父节点是近一跳、目前子节点最少的邻居。
narration-tree-line-time = 子树的时间是 i + （其第 i 个子节点的子树时间）的最大值，子节点按从慢到快排列。
narration-tree-line-first = 在第 t 轮获知的顶点在第 t + 1 轮呼叫其第一个子节点，即最慢的子树，
narration-tree-line-next = 并在第 t + i 轮呼叫其第 i 个子节点，每轮一次呼叫。
narration-greedy-title = 匹配启发式
narration-greedy-cite = castlab 给出（启发式：b(u) 的上界）
narration-greedy-line-callers = 每一轮，取有未获知邻居的已获知顶点，这类邻居最少者优先。
narration-greedy-line-urgent = 每个顶点呼叫其最紧迫的空闲未获知邻居：生成树子树耗时最长者，其次是身后层数最多者。
narration-greedy-line-augment = 没有空闲邻居的顶点沿增广路径得到一个邻居，这会把其他呼叫者移到其他邻居。
narration-greedy-line-repeat = 重复，直到没有已获知顶点还有未获知的邻居。
narration-search-title = 穷举搜索（精确的 b(u)）
narration-search-cite = castlab 给出（在已获知集合上的迭代加深）
narration-search-line-deepen = 对 r = 倍增和距离所允许的最少轮数、r + 1、…：搜索每一轮能达到的已获知集合（每个有未获知邻居的呼叫者呼叫其中一个），直到 r 轮通知所有顶点。
narration-search-line-match = 在找到的每一轮中，把新获知的顶点匹配到不同的已获知呼叫者（增广路径）。
# 第 $round 轮有 $n 个顶点呼叫；其中一次呼叫：$from → $to。
narration-classical-dimension = { $n } 个顶点跨维 { $round } 呼叫，即呼叫地址从右数第 { $round } 位不同的邻居；例如 { $from } → { $to }。
narration-classical-next-in-order = { $n } 个顶点按编号顺序呼叫下一个未获知的顶点；例如 { $from } → { $to }。
narration-classical-first-child-originator = { $n } 个顶点（发起者）呼叫其在生成树中的第一个子节点，即子树耗时最长的那个；例如 { $from } → { $to }。
# $informed 为呼叫者获知的轮次（$round − 1）。
narration-classical-first-child = 在第 { $informed } 轮获知的 { $n } 个顶点进行第一次呼叫，呼叫生成树中子树耗时最长的子节点；例如 { $from } → { $to }。
narration-classical-next-child = { $n } 个顶点呼叫其在生成树中的下一个子节点，即子树耗时次长的那个；例如 { $from } → { $to }。
narration-classical-urgent = { $n } 个顶点呼叫其最紧迫的空闲未获知邻居；例如 { $from } → { $to }。
narration-classical-augmented = { $n } 个顶点呼叫增广路径分配给它们的邻居：有呼叫者没有空闲邻居，于是呼叫者沿该路径移动；例如 { $from } → { $to }。
narration-classical-searched = { $n } 个顶点各呼叫一个顶点：即搜索为第 { $round } 轮找到的已获知集合中的新顶点；例如 { $from } → { $to }。

## Manhattan Street 网络（论文 004）

narration-msn-route-title = 最短路由（Varvarigos 1998）
narration-msn-route-cite = 004 式 (1)–(5)
narration-msn-route-line-map = 用自同构 R_s 把目的节点映射为相对原点的偏移 (i, j)。
narration-msn-route-line-family = 式 (5)：选取四个路径族 NE、SW、SE、NW 中最短者；其路由标记列出各跳（0：沿行，1：沿列）。
narration-msn-route-line-follow = 从 s 出发按标记前进：每个 0 走行链路，每个 1 走列链路。
narration-msn-te-title = 最优时间的全交换（Varvarigos 1998）
narration-msn-te-cite = 004 §4，引理 2–3，式 (28)
narration-msn-te-line-phases = 对每个偏移对 i ≤ j，(i, j) ≠ (0, 0)，运行阶段 P(i, j)。
narration-msn-te-line-pair = P(i, j)，i < j：每个节点把 (i, j) 分组沿 L^{"{"}(i,j){"}"} 发送，把 (j, i) 分组沿补路径发送，每个时隙一跳。
narration-msn-te-line-diagonal = P(i, i)：每个节点把 (i, i) 分组分成两半，分别走 L^{"{"}(i,i){"}"} 及其补路径，每半时隙一跳。
narration-msn-mnb-title = 使用集合 A_i 的多节点广播（Varvarigos 1998）
narration-msn-mnb-cite = 004 §5，式 (29)
narration-msn-mnb-line-sets = 选取原点广播树的链路集合 A_1 … A_m，每个含一条水平链路和一条垂直链路，且其平移 A_i(x, y) 互不相交。
narration-msn-mnb-line-slot = 时隙 i：每个节点 (x, y) 经平移 A_i(x, y) 发送其分组。
narration-msn-areas-title = 目的区域（Varvarigos 1998）
narration-msn-areas-cite = 004 式 (5)–(9)，图 3–4
narration-msn-areas-line-map = 用自同构 R_s 把每个目的节点映射为相对原点的偏移 (x, y)。
narration-msn-areas-line-family = 式 (5)：四个路径族 NE、SW、SE、NW 中最短者给出目的节点的区域 A_1 … A_4。
narration-msn-areas-line-distance = 式 (6)–(9)：在每个区域上，距离是 x、y、X − x、Y − y 之和加上由 x 和 y 的奇偶性决定的常数。
narration-msn-rings-title = 两个哈密顿环上的多节点广播（Varvarigos 1998）
narration-msn-rings-cite = 004 §6，式 (30)
narration-msn-rings-line-build = 构造两个边不相交的哈密顿圈。
narration-msn-rings-line-split = 每个节点把分组分成两半，每个环一半。
narration-msn-rings-line-slot = 半时隙 t：每个节点把持有的半个分组沿每个环转发一跳。
# $link 为 row（行）或 column（列）。
narration-msn-route-hop = 第 { $step } 跳（共 { $hops } 跳）：最短路径族是 { $family }，其路由标记 { $tag } 此处为 { $digit }，所以分组走{ $link ->
        [row] 行
       *[other] 列
    }链路：{ $from } → { $to }。
# i = j 时 $diagonal 为 yes（半个分组）。
narration-msn-te-hop = 阶段 P({ $i },{ $j })，第 { $hop } 跳（共 { $hops } 跳）{ $diagonal ->
        [yes] （半个分组）
       *[other] {""}
    }：这个源节点的分组{ $moves }；所有 { $nodes } 个节点同时做同样的事，所以每条链路都在忙。
narration-msn-te-moves-both = 沿阶段的路径 L^{"{"}({ $i },{ $j }){"}"} 移动 { $from } → { $to }，并沿补路径移动 { $from2 } → { $to2 }
narration-msn-te-moves-one = 沿阶段的路径 L^{"{"}({ $i },{ $j }){"}"} 移动 { $from } → { $to }
narration-msn-mnb-slot = 时隙 { $step }：此源节点处 A_{ $step } 的平移使用 { $links } 条链路，例如 { $from } → { $to }；所有 { $nodes } 个节点都经各自的平移发送，它们互不相交。
narration-msn-rings-slot = 半时隙 { $step }：环 { $ring } 上的半个分组前进一跳，{ $from } → { $to }；每个节点同时沿两个环转发。
narration-msn-areas-lies = { $from } → { $to } 位于其路径族的区域中。

## 自己的调度（plan=）：单端口模型的规则

narration-plan-title = 您的调度
narration-plan-cite = 000 和 002 的单端口（one-port）模型，由 castlab 检查
narration-plan-line-source = 第 1 步之前只有源节点持有消息
narration-plan-line-one-port = 每一步中每个已获知的节点至多发送一条消息（one-port）
narration-plan-line-route = 消息在其步内沿其路由前进，跳数不限
narration-plan-line-once = 每个节点恰好获知一次，并且到最后一步全部获知
narration-plan-line-contention = 一步不应两次使用同一链路，无论是两条消息还是一条路由（无冲突）
narration-plan-reason = { $sent }{ $clash }{ $broken }。{ $end }
narration-plan-sends-one = 您从 { $from } 到 { $to } 的消息走了 { $hops } 跳
narration-plan-sends-many = 您的 { $n } 条消息共走了 { $hops } 跳，例如从 { $from } 到 { $to }
narration-plan-crosses-twice = ；您在第 { $step } 步从 { $from } 到 { $to } 的消息两次经过链路 { $link-from }–{ $link-to }
narration-plan-crosses-shared = ；您在第 { $step } 步从 { $from } 到 { $to } 的消息经过链路 { $link-from }–{ $link-to }，而 { $other } 的消息也使用它
narration-plan-broken = 。违反的规则：{ $rule }
narration-plan-broken-end = 最后，违反了一条规则：{ $rule }。

## 轨迹与其广播不一致时（程序错误）

narration-error-uncovered = 消息 { $message } 没有原因
narration-error-twice = 消息 { $message } 有两个原因
narration-error-unknown = 一个原因指向未发送的消息 { $message }
narration-error-empty = 原因 { $group } 不涵盖任何消息
narration-error-untraced = 消息 { $message } 在没有记录规则的情况下发送

## 页面：伪代码面板和步骤日志

narration-panel-name = 算法
narration-tracing = 正在追踪广播…
narration-none-plan = 您的调度不遵循任何算法的规则，因此没有哪一行算法发送它的消息：请在图上逐步查看；上方的面板按模型的规则检查它。
narration-none-classical = 超过 { $limit } 个顶点不再讲解：此规模下不列出调度的呼叫，因此没有可讲解的轮次。图中仍显示每个顶点何时获知；较小的规模会逐轮讲解。
narration-none-adaptive = 自适应模型没有讲解：在该模型中，顶点会跳过已收到其消息的邻居，因此其列表在广播过程中变化，没有哪一行固定算法发送每条消息。图中仍显示每个顶点何时收到；在面板中取消勾选“自适应”即可查看有讲解的非自适应广播。
narration-mismatch = 轨迹与广播不一致：{ $error }。
narration-line-count = {" "}· 本步 { $count } 条
narration-lines-step = 只看本步的行
narration-lines-all = 全部 { $total } 行
narration-lines-hidden = 问题回答后，会重新显示每步执行的行。
narration-log-name = 每条消息为何发送
narration-log-empty = 逐步查看广播，阅读每条消息为何发送。
narration-log-lead = 第 { $step } 步（共 { $steps } 步）：
narration-log-line = 第 { $line } 行：
narration-log-more = …本步还有 { $more } 条原因。
narration-close = 关闭
narration-export-reason = 第 { $step } 步，第 { $line } 行：{ $sentence }
narration-key-broken = 紫色圆圈（和箭头）：您的调度违反的第一条规则 { $rule } 所指的节点

## 步进控件

narration-stepper-hidden = 调度已隐藏：按播放或选择一步。
narration-stepper-before = 第 1 步之前：只有源节点已获知（共 { $steps } 步）。
narration-stepper-summary = 第 { $step } 步（共 { $steps } 步）：{ $messages ->
       *[other] { $messages-shown } 条消息
    }，{ $hops ->
       *[other] { $hops-shown } 跳
    }；{ $informed ->
       *[other] { $informed-shown } 个节点
    }已获知。
narration-stepper-step = 第 { $step } 步（共 { $steps } 步）。
narration-stepper-play = 播放
narration-stepper-pause = 暂停
narration-stepper-first = 第一步
narration-stepper-previous = 上一步
narration-stepper-previous-key = 上一步（,）
narration-stepper-next = 下一步
narration-stepper-next-key = 下一步（.）
narration-stepper-last = 最后一步
narration-stepper-slider = 步
narration-stepper-hide = 隐藏
narration-stepper-hide-title = 隐藏调度

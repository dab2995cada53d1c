# 术语表（core/src/glossary.rs）及说明的框架（web/src/components/explain.rs）。
# .forms：在正文中指称该术语的词语，以 | 分隔。

glossary-one-port = one-port
    .definition = 在一步中，每个已获知节点至多发送一条消息；该消息可以经过多条链路（直通路由），仍只占一步。
    .forms = one-port | 单端口

glossary-time-step-optimal = 时间步最优
    .definition = 在 m 步内向 N = 2^m 个节点广播，这是 one-port 下可能的最少步数：已获知节点的集合每一步都加倍。
    .forms = 时间步最优

glossary-tcd = TCD
    .definition = 通信总距离（total communication distance）：一次广播中所有消息的跳数之和。跳数越少，网络负载越轻。
    .forms = TCD | 通信总距离

glossary-eye = 眼
    .definition = 论文的递归广播从该节点出发能达到最小 TCD 的节点（TCD 论文的定义 2、5 和 7）：在各子网格自身的眼中，取最靠近中心的那些，彼此相距 a_k = (2^k − (−1)^k)/3，因而靠近网格的三分之一点（16 × 16 上为 5 和 10）；并递归地取每个子网格的眼。
    .forms = 右上方的眼 | 右上眼 | 下半部分的眼 | 下半部的眼 | 眼

glossary-dimension-ordered = 维序路由
    .definition = 先修正 x、再修正 y、最后修正 z 的路由；castlab 也会尝试其他顺序，以免同一步的两条消息共用一条链路。
    .forms = 维序路由 | 按维序 | 路由为 | xy | yx

glossary-all-port = all-port
    .definition = 已获知节点可以在同一步中通过它的所有链路发送；消息每步经过一条链路。
    .forms = all-port | 全端口

glossary-wk = WK(W, L)
    .definition = 完全 WK 递归网络：W^L 个节点，以 L 位 W 进制数字编址；W 个节点构成一个完全簇，W 个簇构成一个更大的簇，共 L 层。
    .forms = WK 递归 | WK-recursive | WK(

glossary-msn = Manhattan Street 网络
    .definition = 由单向街道组成的 X × Y 网格，方向逐行、逐列交替，首尾环绕：每个节点有一条水平出链路和一条垂直出链路。
    .forms = Manhattan Street

glossary-slot = 时隙
    .definition = 分组以存储转发方式经过一条链路所需的时间；每条有向链路每个时隙传送一个分组，节点的所有链路同时工作。
    .forms = 半时隙 | 时隙

glossary-te = TE
    .definition = 全交换（total exchange）：每个节点向其他每个节点发送一个不同的分组。
    .forms = 全交换 | TE

glossary-mnb = MNB
    .definition = 多节点广播（multinode broadcast）：每个节点同时把自己的分组广播给其他所有节点。
    .forms = 多节点广播 | MNB

glossary-orderly = 有序广播
    .definition = 每个顶点把它的出边编号为 1、2、…；在时刻 t 获知消息的顶点在时刻 t + i 沿边 i 发送，即使邻居已经知道消息。
    .forms = 有序广播 | 有序

glossary-b-pi = b^Π
    .definition = 排序 Π 下的有序广播时间：b^Π(u) 为从发起者 u 出发的时间，b^Π(G) 为所有发起者中的最大值。b^o(G) 是所有排序中最小的 b^Π(G)。
    .forms = b^Π

glossary-diameter = D
    .definition = 直径：两个顶点之间的最大距离。从最差的发起者出发，任何广播都不可能更早完成。
    .forms = 直径

glossary-verdict = 成立 / 不成立 / 未定
    .definition = 在此检验的论文论断：成立（为真，必要时经穷举搜索确认），不成立（一个有效调度或一次计数将其推翻），未定（未被推翻，但只有穷举搜索才能确认），不适用（该论断针对的是别的情形）。
    .forms = 成立 / 不成立 / 未定

glossary-holder = 持有者
    .definition = 为一个子网格（或子立方体）持有消息的节点：它必须通知其中的每个节点。折半算法让每个持有者把它的块的一半交出去，直到每个块只剩一个节点。
    .forms = 持有者

glossary-submesh = 子网格
    .definition = 折半算法当作独立网格处理的网格块：8×8 网格分成四个 4×4 子网格，每个再分成四个 2×2 子网格。在三维及更高维中称为子立方体。
    .forms = 子网格 | 子立方体

glossary-turn = 子网格的旋转
    .definition = 算法 1 是针对位于左上四分之一区域的持有者写的。位于其他位置的持有者先旋转它的子网格（在页面上转四分之一圈或半圈），直到自己位于左上，执行写出的步骤，再把结果转回来：因此“右上”在页面上可能指向左方或下方。
    .forms = 半圈 | 顺时针四分之一圈 | 逆时针四分之一圈 | 四分之一圈 | 左上 | 右上 | 左下

glossary-cluster = 簇
    .definition = 在 WK(W, L) 中：W 个两两相连的节点构成 1 级簇；W 个 c 级簇、每对之间由一条链路相连，构成 c + 1 级簇。
    .forms = 最小簇 | 簇

glossary-inner-neighbour = 内邻居
    .definition = 同一最小簇中的节点：地址仅最后一位不同的 W − 1 个节点。
    .forms = 内邻居

glossary-inter-cluster-link = 簇间链路
    .definition = 节点离开其最小簇的那一条链路，连接某一级 c 的两个簇（即它的级别）。整个网络的角节点没有簇间链路。
    .forms = 簇间链路

glossary-wk-label = 标签（WK）
    .definition = WK 消息除内容外携带的信息：(m, t)，即消息经过的链路的最高级别 (m)，以及在第 i 阶段 WK(W, i − 1) 子网络的角标识 (t)，节点把它原样传给同簇的其他节点；从角源节点出发时为一位数字 p。Fang 等人的标签在任何规模下都这样小。
    .forms = 角标签 | 新标签 | 标签 (m, t) | (m, t) | 标签的数字 | 标签

glossary-cor-level = cor-level(v)
    .definition = 论文对 v 的簇间链路级别的称呼：v 的地址末尾相同数字的个数（网络的角节点为 L）。
    .forms = cor-level(v) | cor-level

glossary-flip-cor-id = flip-cor-id(v)
    .definition = 论文对 v 的簇间链路另一端节点的最后一位数字的称呼。
    .forms = flip-cor-id(v) | flip-cor-id

glossary-stack = 栈
    .definition = Chen 和 Duh 的广播携带一个链路标签栈；经标签为 i 的链路到达的节点不断弹栈，直到栈顶大于 i，再压入 i，并沿标签不在栈中的每条链路发送。栈随 L 增长，而 Fang 等人的标签不会。
    .forms = 标签不在栈中的链路 | 栈

glossary-orderly-label = 标签（有序）
    .definition = 边在其顶点列表中的位置：在时刻 t 获知消息的顶点在时刻 t + i 沿标签为 i 的边发送。
    .forms = 标签 1 | 标签 2 | 标签 3 | 标签 4 | 标签为 | 使用标签

glossary-list = 列表（排序）
    .definition = 有序广播中顶点使用其边的顺序；一个排序给每个顶点一个列表。Π 的列表按顶点所在的列，遵循 Taslakian §3.2 的情形 a–d。
    .forms = 它的列表 | 列表 | 情形 a/b | 情形 c/d

glossary-originator = 发起者
    .definition = 有序广播开始的顶点。
    .forms = 发起者

glossary-path-family = 路径族
    .definition = 在 Manhattan Street 网络中按目的地所在象限区分的四种路由方式：NE、SW、SE、NW（Varvarigos，式 (5)）；取其中最短的。
    .forms = 最短路径族 | 路径族

glossary-routing-tag = 路由标记
    .definition = 以比特串表示的路由：0 走行链路，1 走列链路。
    .forms = 路由标记

glossary-phase = 阶段 P(i, j)
    .definition = 分轮进行的全交换：在阶段 P(i, j) 中，每个节点同时沿固定路径 L^{"{"}(i,j){"}"} 及其补路径（行列互换后的同一路径）发送偏移量 (i, j) 和 (j, i) 的分组。
    .forms = 阶段 P( | 阶段的路径 | L^{"{"}( | 补路径 | 半个分组 | 半分组 | 分组

glossary-translate = 平移
    .definition = 移到从另一个节点开始的同一链路集合（自同构 R）；集合 A_i 的各个平移从不共用链路，因此所有节点同时发送。
    .forms = 平移 | A_

glossary-ring = 哈密顿环
    .definition = 恰好经过每个节点一次的环；两个不共用链路的环各承载半个分组。
    .forms = 哈密顿环 | 环

glossary-certificate = 证书
    .definition = 由 SAT 求解器找到的调度，附有求解器关于不存在更好调度的证明（文档：已证明的最优解）。
    .forms = 证书 | x − 2^b

glossary-halving = 折半（最佳目标，最佳划分）
    .definition = castlab 对折半调度的搜索：每个已获知的块向另一半中距离加上该半剩余代价最小的节点发送（最佳目标）；穷举最优解尝试每一种划分。
    .forms = 最佳目标 | 最佳划分 | 已获知的子立方体 | 接收的一半 | 接收半部


glossary-explain-summary = 我在看什么？
glossary-explain-why = “为什么？逐步讲解”把算法放在图旁，标出发送当前步消息的行（虚线：该步所在的初始化行和循环行），并在步骤日志中说明原因，日志中的术语链接到术语表；将指针悬停在某行上可看到它的消息（紫色），悬停在节点上可看到通知它的那一行。在页面任何位置按 . 和 , 键都可前进或后退一步。
glossary-sweep-intro-before = 扫描：同一链接在其范围内的每种规模下计算，每种规模一个点（或一个单元格），在后台用所有核心计算。将指针悬停在点上或轻触点可查看其数值，单击可打开该规模，也可以在表格中查看全部数值。CSV 和 JSON 下载的内容就是{" "}
glossary-sweep-intro-after = {" "}对此链接的输出。
glossary-heading = 术语表

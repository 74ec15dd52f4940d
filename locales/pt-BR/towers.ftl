### towers: o catálogo de mensagens em português do Brasil. Fonte: locales/en/towers.ftl.
### Damas: pedra, dama, captura (tomar), captura obrigatória, lei da maioria, lance,
### torre (Bashni), coluna (Lasca; soldado e oficial).

## Nomes dos jogos

variant-bashni = Bashni
variant-lasca = Lasca
variant-russian = Damas russas
variant-brazilian = Damas brasileiras
variant-kurnik = Damas polonesas 8×8 (kurnik)
variant-international = Damas internacionais 10×10
variant-canadian = Damas canadenses
variant-english = Damas inglesas

## /ajuda

help-text = **towers**: damas no Discord — Bashni, Lasca e mais seis jogos.
    __**Jogar**__
    • `/challenge`: desafie alguém, a mim (o bot) ou ninguém (qualquer pessoa aqui pode aceitar); a resposta é `/accept` ou `/decline`.
    • `/move` faz um lance (o Discord sugere os lances válidos enquanto você digita); `/board` mostra o tabuleiro; `/side` o vira.
    • `/resign` (desistir), `/draw` (propor ou aceitar empate), `/takeback` (voltar seu último lance, se o adversário concordar), `/claim` (a vitória quando o tempo do adversário acabou), `/hint` (dica nas partidas contra o bot).
    __**Partidas e jogadores**__
    • `/pdn` exporta a partida, `/replay` a anima, `/games` lista as partidas terminadas.
    • `/rating`, `/leaderboard`, `/stats`: ratings e resultados neste servidor.
    • `/analyze` analisa lance a lance uma partida terminada (ou contra mim); `/puzzle` traz um problema para responder com `/solve`.
    • `/learn` ensina bashni, lasca e os outros jogos no tabuleiro, nível por nível (só você vê).
    • `/settings` mostra as configurações do servidor; `/configure` as altera (permissão "Gerenciar servidor").
    • `/tournament create` abre aqui um torneio suíço ou todos contra todos, com partidas ao longo de dias; os jogadores apertam Entrar.
    • `/arena create` abre uma arena no relógio: os jogadores são emparceirados assim que dois estão livres.
    • `/{ cmd-rules-name }` explica as regras de um jogo.
    __**Lances**__
    • Bashni, damas russas: `c3-d4`; uma captura lista cada casa onde a pedra pousa: `c3:e5:g3`.
    • Lasca, damas brasileiras, kurnik: `c3-d4`; capturas com `x`: `c3xe5xg7`.
    • Damas internacionais, canadenses, inglesas: números das casas, `11-15`; capturas com `x`: `26x17`.

## Outras opções

choice-white = brancas
choice-black = pretas
choice-random = aleatório
choice-player-to-move = jogador da vez
choice-everyone = todos
choice-role = cargo
choice-kurnik-captures-optional = kurnik: captura não obrigatória
choice-lasca-black-moves-first = Lasca: as pretas começam
choice-bashni-immediate-prisoner-transfer = Bashni: prisioneiro vai logo para baixo da torre
choice-shot = golpe
choice-breakthrough = ruptura
choice-king-ending = final de damas
choice-capture-choice = escolha de captura
choice-defence = defesa
choice-quiet-move = lance tranquilo
choice-1-0 = 1+0
choice-3-2 = 3+2
choice-5-3 = 5+3
choice-10-5 = 10+5
choice-15-10 = 15+10

## Nomes e descrições dos comandos (traduções para o Discord)

cmd-help-name = ajuda
cmd-help-description = O que eu sei fazer e como digitar os lances (só você vê a resposta).
cmd-rules-name = regras
cmd-rules-description = Explica as regras de um jogo (só você vê a resposta).
cmd-rules-variant-name = jogo
cmd-rules-variant-description = Qual jogo (padrão: Bashni)
cmd-challenge-description = Desafie alguém (ou a mim, o bot) para uma partida neste canal.
cmd-challenge-opponent-description = Contra quem: uma pessoa, eu (o bot), ou vazio para qualquer pessoa aqui aceitar
cmd-challenge-variant-description = Qual jogo (padrão: Bashni, ou o jogo padrão do servidor)
cmd-challenge-level-description = Força do bot, de 1 (iniciante) a 6 (padrão 3); só contra o bot
cmd-challenge-color-description = Sua cor (padrão: brancas)
cmd-challenge-rules-description = Uma opção de regra do jogo escolhido (padrão: as regras do livro)
cmd-challenge-time-description = Tempo por lance, ex. 10min, 1h, 1day (padrão 3days; não contra o bot)
cmd-challenge-clock-description = Relógio: minutos para cada um + segundos somados por lance (não com time, não contra o bot)
cmd-challenge-thread-description = Jogar num novo tópico deste canal, para manter o canal tranquilo
cmd-accept-description = Aceite o desafio que espera por você neste canal.
cmd-decline-description = Recuse um desafio feito a você (ou retire o seu).
cmd-move-description = Faça um lance na partida deste canal, ex. c3-d4 ou c3:e5:g3.
cmd-move-notation-description = O lance, ex. c3-d4, ou c3:e5:g3 para capturas
cmd-board-description = Mostra o tabuleiro deste canal.
cmd-resign-description = Desista da partida deste canal.
cmd-draw-description = Proponha empate, ou aceite a proposta do adversário.
cmd-hint-description = Peça uma sugestão de lance ao motor (partidas contra o bot; só você vê).
cmd-pdn-description = Exporta a partida atual (ou a última) deste canal como arquivo PDN.
cmd-takeback-description = Volte seu último lance: pede ao adversário (ou aceita o pedido dele); o bot aceita.
cmd-claim-description = Reivindique a vitória quando o adversário não jogou dentro do tempo por lance.
cmd-rating-description = O rating de um jogador neste servidor (Glicko-2).
cmd-rating-player-description = De quem é o rating (padrão: o seu)
cmd-rating-variant-description = Qual jogo (padrão: o jogo padrão do servidor)
cmd-leaderboard-description = Os dez jogadores com melhor rating neste servidor.
cmd-leaderboard-variant-description = Qual jogo (padrão: o jogo padrão do servidor)
cmd-stats-description = Vitórias, empates e derrotas de um jogador por jogo neste servidor.
cmd-stats-player-description = De quem são os resultados (padrão: os seus)
cmd-settings-description = Mostra as configurações deste servidor (só você vê a resposta).
cmd-configure-description = Altera as configurações deste servidor (requer a permissão Gerenciar servidor).
cmd-configure-default_variant-description = O jogo que /challenge inicia quando nenhum é indicado
cmd-configure-rated_bot_games-description = Se as partidas contra o bot contam para o rating
cmd-configure-threads-description = Se cada partida ganha seu próprio tópico
cmd-configure-time_limit-description = Tempo padrão por lance, ex. 10min, 1h, 1day; "default" para 3 dias
cmd-configure-who_starts-description = Quem pode iniciar partidas
cmd-configure-role-description = O cargo que pode iniciar partidas (com who_starts: role)
cmd-configure-language-description = O idioma das mensagens públicas, ex. en, pt-BR, pl; "default" para o do Discord
cmd-replay-description = Reproduz a partida atual (ou a última) deste canal como imagem animada.
cmd-games-description = Lista as últimas partidas terminadas deste canal, ou de um jogador.
cmd-games-player-description = De quem são as partidas (em qualquer canal); padrão: as deste canal
cmd-side-description = Escolha de que lado o tabuleiro desta partida é mostrado (só jogadores).
cmd-side-side-description = O lado que fica embaixo no tabuleiro

## Respostas de /regras

rules-bashni = **{ variant-bashni }** (damas de torres: damas russas com torres)
    • Tabuleiro 8x8, só as casas escuras. 12 pedras para cada um nas três fileiras mais próximas. As brancas começam.
    • A pedra anda uma casa na diagonal para a frente. Ela captura saltando sobre uma peça adversária vizinha, para a frente ou para trás, até a casa vazia logo depois, e continua capturando enquanto puder.
    • A dama é de longo alcance: anda qualquer distância por uma diagonal livre e captura à distância, pousando em qualquer casa livre depois da peça saltada.
    • A captura é obrigatória. Havendo várias, você escolhe qualquer uma, mas deve completá-la; se uma dama pode pousar onde a captura continua, ela tem de pousar ali.
    • Torres: a peça capturada não sai do tabuleiro. Só a peça de cima da torre saltada é tomada e vai para baixo da sua torre; o resto fica na sua casa. A torre pertence ao dono da peça de cima, anda como um bloco e como a sua peça de cima. Uma torre nunca é saltada duas vezes no mesmo lance.
    • A pedra que chega à última fileira vira dama na hora (só a peça de cima). Se puder continuar capturando, continua já como dama no mesmo lance. Uma dama capturada continua dama e volta a agir quando é libertada.
    • Você perde quando não pode jogar: não comanda nenhuma torre, ou todas as suas torres estão bloqueadas.
    • Empate: repetição tripla da posição, ou 15 lances de cada lado sem captura e sem promoção.
    • Digite os lances assim: `c3-d4`; uma captura lista cada casa onde a peça pousa: `c3:e5:g3`.

rules-lasca = **{ variant-lasca }** (as damas de colunas de Lasker)
    • Tabuleiro 7x7; joga-se nas 25 casas da cor dos cantos. 11 soldados (pedras) para cada um nas três fileiras mais próximas; a fileira do meio começa vazia. As brancas começam.
    • O soldado anda uma casa na diagonal para a frente e captura **só para a frente**, saltando sobre uma peça adversária vizinha até a casa vazia logo depois; continua capturando enquanto puder.
    • O oficial (dama) anda **uma casa** na diagonal em qualquer direção e captura com um salto curto para a frente ou para trás.
    • A captura é obrigatória. Havendo várias, você escolhe qualquer uma, mas deve completá-la.
    • Colunas: a peça capturada não sai do tabuleiro. Só a peça de cima da coluna saltada é tomada e vai para baixo da sua coluna; o resto fica na sua casa. A coluna pertence ao dono da peça de cima, anda como um bloco e como a sua peça de cima. Uma coluna nunca é saltada duas vezes no mesmo lance.
    • Promoção: o soldado que chega à última fileira vira oficial (só a peça de cima) e **o lance termina ali**. Um oficial capturado continua oficial e volta a agir quando é libertado.
    • Você perde quando não pode jogar: não comanda nenhuma coluna, ou todas as suas colunas estão bloqueadas.
    • Empate: repetição tripla da posição, ou 40 lances de cada lado sem captura e sem lance de soldado.
    • Digite os lances assim: `c3-d4`; capturas com `x` e cada casa onde a peça pousa: `b2xd4`, `d2xb4xd6`.

rules-russian = **{ variant-russian }** (shashki)
    • Tabuleiro 8x8, só as casas escuras. 12 pedras para cada um nas três fileiras mais próximas. As brancas começam.
    • A pedra anda uma casa na diagonal para a frente. Ela captura saltando sobre uma peça adversária vizinha, para a frente ou para trás, até a casa vazia logo depois, e continua capturando enquanto puder.
    • A dama é de longo alcance: anda qualquer distância por uma diagonal livre e captura à distância, pousando em qualquer casa livre depois da peça saltada.
    • A captura é obrigatória. Havendo várias, você escolhe qualquer uma (não precisa tomar o máximo), mas deve completá-la; se uma dama pode pousar onde a captura continua, ela tem de pousar ali.
    • As peças capturadas só saem do tabuleiro quando o lance termina, e nenhuma peça pode ser saltada duas vezes.
    • Promoção: a pedra que chega à última fileira vira dama na hora; se puder continuar capturando, continua já como dama no mesmo lance.
    • Você perde quando não pode jogar: sem peças, ou todas bloqueadas.
    • Empate: repetição tripla da posição, ou 15 lances de cada lado em que só as damas se movem e não há captura.
    • Digite os lances assim: `c3-d4`; uma captura lista cada casa onde a peça pousa: `c3:e5:g3`.

rules-brazilian = **{ variant-brazilian }** (regras internacionais no 8x8)
    • Tabuleiro 8x8, só as casas escuras. 12 pedras para cada um nas três fileiras mais próximas. As brancas começam.
    • A pedra anda uma casa na diagonal para a frente. Ela captura saltando sobre uma peça adversária vizinha, para a frente ou para trás, até a casa vazia logo depois, e continua capturando enquanto puder.
    • A dama é de longo alcance: anda qualquer distância por uma diagonal livre e captura à distância, pousando em qualquer casa livre depois da peça saltada.
    • A captura é obrigatória e vale a lei da maioria: você deve tomar o maior número possível de peças (dama vale o mesmo que pedra); entre capturas iguais, você escolhe. A captura deve ser completada.
    • As peças capturadas só saem do tabuleiro quando o lance termina, e nenhuma peça pode ser saltada duas vezes.
    • Promoção: a pedra só vira dama se o seu lance terminar na última fileira. Se apenas passar por ela durante uma captura, continua pedra e segue capturando.
    • Você perde quando não pode jogar: sem peças, ou todas bloqueadas.
    • Empate: repetição tripla da posição, ou 20 lances de cada lado em que só as damas se movem e não há captura.
    • Digite os lances assim: `c3-d4`; capturas com `x` e cada casa onde a peça pousa: `c3xe5xg7`.

rules-kurnik = **{ variant-kurnik }**: regras internacionais no 8x8, como no kurnik.pl
    • Tabuleiro 8x8, só as casas escuras. 12 pedras para cada um nas três fileiras mais próximas. As brancas começam.
    • A pedra anda uma casa na diagonal para a frente. Ela captura saltando sobre uma peça adversária vizinha, para a frente ou para trás, até a casa vazia logo depois, e continua capturando enquanto puder.
    • A dama é de longo alcance: anda qualquer distância por uma diagonal livre e captura à distância, pousando em qualquer casa livre depois da peça saltada.
    • A captura é obrigatória e vale a lei da maioria: você deve tomar o maior número possível de peças (dama vale o mesmo que pedra); entre capturas iguais, você escolhe. A captura deve ser completada.
    • As peças capturadas só saem do tabuleiro quando o lance termina, e nenhuma peça pode ser saltada duas vezes.
    • Promoção: a pedra só vira dama se o seu lance terminar na última fileira. Se apenas passar por ela durante uma captura, continua pedra e segue capturando.
    • Você perde quando não pode jogar: sem peças, ou todas bloqueadas.
    • Empate: repetição tripla da posição, ou 15 lances de cada lado em que só as damas se movem e não há captura.
    • Digite os lances assim: `c3-d4`; capturas com `x` e cada casa onde a peça pousa: `c3xe5xg7`.

rules-international = **{ variant-international }** (regras da FMJD)
    • Tabuleiro 10x10, casas escuras numeradas de 1 a 50. 20 pedras para cada um: brancas em 31-50, pretas em 1-20. As brancas começam.
    • A pedra anda uma casa na diagonal para a frente. Ela captura saltando sobre uma peça adversária vizinha, para a frente ou para trás, até a casa vazia logo depois, e continua capturando enquanto puder.
    • A dama é de longo alcance: anda qualquer distância por uma diagonal livre e captura à distância, pousando em qualquer casa livre depois da peça saltada.
    • A captura é obrigatória e vale a lei da maioria: você deve tomar o maior número possível de peças (dama vale o mesmo que pedra); entre capturas iguais, você escolhe. A captura deve ser completada.
    • As peças capturadas só saem do tabuleiro quando o lance termina, e nenhuma peça pode ser saltada duas vezes.
    • Promoção: a pedra só vira dama se o seu lance terminar na última fileira. Se apenas passar por ela durante uma captura, continua pedra e segue capturando.
    • Você perde quando não pode jogar: sem peças, ou todas bloqueadas.
    • Empate: repetição tripla da posição; 25 lances de cada lado em que só as damas se movem e não há captura; mais 16 lances de cada lado quando três peças (ao menos uma dama) enfrentam uma dama sozinha; mais 5 lances de cada lado quando uma ou duas peças (ao menos uma dama) enfrentam uma dama sozinha.
    • Digite os números das casas: `32-28`; capturas com `x`: `28x19` (acrescente as casas de pouso se preciso, ex. `37x28x19`).

rules-canadian = **{ variant-canadian }** (regras internacionais no 12x12)
    • Tabuleiro 12x12, casas escuras numeradas de 1 a 72. 30 pedras para cada um: brancas em 43-72, pretas em 1-30. As brancas começam.
    • A pedra anda uma casa na diagonal para a frente. Ela captura saltando sobre uma peça adversária vizinha, para a frente ou para trás, até a casa vazia logo depois, e continua capturando enquanto puder.
    • A dama é de longo alcance: anda qualquer distância por uma diagonal livre e captura à distância, pousando em qualquer casa livre depois da peça saltada.
    • A captura é obrigatória e vale a lei da maioria: você deve tomar o maior número possível de peças (dama vale o mesmo que pedra); entre capturas iguais, você escolhe. A captura deve ser completada.
    • As peças capturadas só saem do tabuleiro quando o lance termina, e nenhuma peça pode ser saltada duas vezes.
    • Promoção: a pedra só vira dama se o seu lance terminar na última fileira. Se apenas passar por ela durante uma captura, continua pedra e segue capturando.
    • Você perde quando não pode jogar: sem peças, ou todas bloqueadas.
    • Empate: repetição tripla da posição; 25 lances de cada lado em que só as damas se movem e não há captura; mais 16 lances de cada lado quando três peças (ao menos uma dama) enfrentam uma dama sozinha; mais 5 lances de cada lado quando uma ou duas peças (ao menos uma dama) enfrentam uma dama sozinha.
    • Digite os números das casas: `44-38`; capturas com `x`: `38x27`.

rules-english = **{ variant-english }** (checkers americano)
    • Tabuleiro 8x8, casas escuras numeradas de 1 a 32. 12 pedras para cada um: pretas em 1-12, brancas em 21-32. **As pretas começam.**
    • A pedra anda uma casa na diagonal para a frente e captura **só para a frente**, saltando sobre uma peça adversária vizinha até a casa vazia logo depois; continua capturando enquanto puder.
    • A dama anda **uma casa** na diagonal em qualquer direção e captura com um salto curto para a frente ou para trás.
    • A captura é obrigatória. Havendo várias, curtas ou longas, você escolhe qualquer uma, mas deve completá-la. Nenhuma peça pode ser saltada duas vezes.
    • Promoção: a pedra que chega à última fileira é coroada e **o lance termina ali**; a nova dama só captura a partir da próxima vez.
    • Você perde quando não pode jogar: sem peças, ou todas bloqueadas.
    • Empate: repetição tripla da posição, ou 40 lances de cada lado sem lance de pedra e sem captura.
    • Digite os números das casas: `11-15`; capturas com `x`: `15x24`, ou `11x18x25` para uma captura dupla.

## Mensagens do jogo

bot-waited-for-engine = O bot esperou { $seconds } s pelo motor ({ $ahead } outros cálculos estavam na frente).
record-set-aside = Não foi possível ler a partida salva neste canal (ela pode estar danificada ou ser de uma versão mais nova do bot), então ela foi separada para o operador do bot. Nada mais mudou: comece uma nova partida aqui com /challenge.
store-changes-lost = O armazenamento do bot foi danificado e perdeu as últimas alterações da partida deste canal (alterações perdidas: { $count }): a partida voltou ao estado anterior a elas. Confira o tabuleiro com /board e jogue esses lances de novo se precisar.
store-failing = O bot não consegue salvar nada agora (o armazenamento falhou, por exemplo um disco cheio), então esta última ação pode ou não ter sido mantida. O bot reinicia sozinho assim que puder salvar de novo: confira então o tabuleiro com /board.
game-not-restored = A partida salva neste canal não pôde ser restaurada: os lances dela não seguem as regras (o registro salvo pode estar danificado), então ela foi separada para o operador do bot. Comece uma nova partida aqui com /challenge.

## Mensagens do jogo. { $player }, { $white }, { $black }, { $challenger }, { $opponent } são
## nomes, { $move } / { $moves } lances em notação, { $color } uma cor (color-white / color-black),
## { $variant } o nome de um jogo, { $time }, { $left }, { $limit }, { $min }, { $max } durações por extenso.

color-white = Brancas
color-black = Pretas
duration-days = { $n ->
        [one] { $n } dia
       *[other] { $n } dias
    }
duration-hours = { $n ->
        [one] { $n } hora
       *[other] { $n } horas
    }
duration-minutes = { $n ->
        [one] { $n } minuto
       *[other] { $n } minutos
    }
duration-seconds = { $n ->
        [one] { $n } segundo
       *[other] { $n } segundos
    }

challenge-issued = { $challenger } desafia { $opponent } para uma partida de { $variant }. { $opponent }: clique em Aceitar ou Recusar, ou use /accept ou /decline (o desafio expira em { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }).
open-challenge-issued = { $challenger } oferece uma partida de { $variant } a qualquer pessoa aqui: clique em Aceitar (ou /accept) para jogar (o desafio expira em { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }).
challenger-plays = { $player } joga com as { $color }.
rule-options = Opções de regra: { $options }.
time-per-move = Tempo por lance: { $time }.
clocks-line = ⏱ Brancas { $white }{ $white_running ->
    [1] {" ◂"}
   *[other] {""}
    } · Pretas { $black }{ $black_running ->
    [1] {" ◂"}
   *[other] {""}
    }
clock-control = Relógio: { $control } ({ $base } para cada um, mais { $increment } s por lance).
game-starts = Começa a partida de { $variant }: { $white } joga com as Brancas, { $black } com as Pretas.
game-starts-bot = Começa a partida de { $variant } contra o bot: { $white } joga com as Brancas, { $black } com as Pretas (nível do bot { $level }).
player-to-move = Vez de { $player }.
player-color-to-move = Vez de { $player } ({ $color }).
player-played = { $player } ({ $color }) jogou { $move }.
color-played = As { $color } jogaram { $move }.
move-list-line = Lances: { $moves }
move-list-all = { $moves }
move-list-more = { $moves } e mais { $more }
challenge-expired-cleared = O desafio já tinha expirado; foi removido.
challenge-declined = { $player } recusou o desafio de { $challenger }.
challenge-withdrawn = { $player } retirou o desafio.
board-header = { $variant }: { $white } (Brancas{ $white_level ->
        [0] {""}
       *[other] , bot nível { $white_level }
    }) x { $black } (Pretas{ $black_level ->
        [0] {""}
       *[other] , bot nível { $black_level }
    }), lance { $move }.
board-time-left = Tempo restante para este lance: { $time }.
board-time-run-out = O tempo para este lance acabou: o adversário pode reivindicar a vitória (/claim).
draw-offered = { $player } propõe empate. { $opponent }: clique em Aceitar empate (ou /draw) para aceitar, ou faça um lance para recusar.
result-white-wins = { $player } (Brancas) vence: { $reason }. 1-0
result-black-wins = { $player } (Pretas) vence: { $reason }. 0-1
result-draw = Empate: { $reason }. 1/2-1/2
confirm-resign = Desistir desta partida contra { $opponent }? Não dá para desfazer.
flipped-board = O tabuleiro do { $side } ({ $player }), só para você.
taken-moves = { $count ->
        [one] { $first }
       *[other] { $first } e { $second }
    }
took-back = { $player } voltou { $moves }.
takeback-accepted = { $player } aceitou voltar o lance: { $moves } voltado(s).
takeback-asked = { $player } pede para voltar { $moves }. { $opponent }: clique em Aceitar voltar (ou /takeback) para concordar, ou em Recusar voltar.
takeback-withdrawn = { $player } retirou o pedido para voltar o lance.
takeback-declined = { $player } recusou voltar o lance; a partida continua.
open-challenge-expired = O desafio aberto de { $challenger } expirou sem resposta.
challenge-expired = O desafio de { $challenger } para { $opponent } expirou sem resposta.
overdue = { $player } não jogou dentro de { $limit }. { $opponent }: clique em Reivindicar vitória (ou /claim) para vencer por tempo, ou continue esperando o lance de { $player }.
reminder = Lembrete: é a sua vez ({ $color }) contra { $opponent }, restam { $left } dos { $limit } por lance. Depois disso, { $opponent } pode reivindicar a vitória.
side-to-move-chosen = { $player } escolheu mostrar o tabuleiro do lado do jogador da vez.
side-fixed-chosen = { $player } escolheu mostrar o tabuleiro do { $side } até o fim da partida.
side-of-white = lado das Brancas
side-of-black = lado das Pretas
hint = Dica: { $move } (o motor no nível { $level }). Lances válidos: { $legal }.
bot-nothing-to-play = O bot não tem o que jogar: a partida acabou ou não é a vez dele.
bot-move-dropped = A partida mudou enquanto o bot pensava; o lance dele não foi jogado.

## Recusas (só quem digitou o comando as vê)

refuse-challenge-yourself = Você não pode desafiar a si mesmo. Indique outro jogador.
refuse-time-range = O tempo por lance vai de { $min } a { $max }.
refuse-time-unreadable = '{ $text }' não é um tempo por lance. Escreva, por ex., 10min, 1h, 1day ou 3days (de { $min } a { $max }).
refuse-time-outside = O tempo por lance vai de { $min } a { $max }; '{ $text }' está fora disso.
refuse-challenge-expired = Esse desafio expirou. Comece um novo com /challenge.
refuse-game-in-progress = Já há uma partida em andamento neste canal.
refuse-no-challenge-to-accept = Não há desafio para aceitar neste canal.
refuse-own-open-challenge = Este é o seu próprio desafio aberto: outra pessoa precisa aceitá-lo (ou use /decline para retirá-lo).
refuse-only-opponent-accepts = Só { $player } pode aceitar este desafio.
refuse-bot-plays-itself = O bot não pode jogar contra si mesmo.
refuse-open-challenge-not-yours = Só { $challenger } pode retirar este desafio aberto; para jogar, clique em Aceitar (ou /accept).
refuse-only-opponent-declines = Só { $player } pode recusar este desafio.
refuse-no-challenge-to-decline = Não há desafio para recusar neste canal.
refuse-not-playing = Você não está jogando esta partida ({ $white } x { $black }).
refuse-bot-thinking = É a vez de { $player } ({ $color }): o bot está pensando.
refuse-not-your-turn = É a vez de { $player } ({ $color }).
refuse-no-game-yet = Ainda não há partida: { $challenger } espera que { $opponent } use /accept.
refuse-no-game = Não há partida neste canal. Comece uma com /challenge.
refuse-bot-draw = O bot continua: esta posição não é um empate morto. Continue jogando, ou /resign.
refuse-draw-already-offered = Você já propôs empate; cabe a { $player } aceitar.
refuse-move-unreadable = '{ $text }' não é um lance: { $reason }.
refuse-move-illegal = { $text } não é válido: { $reason }.
refuse-move-illegal-here = { $text } não é válido aqui: { $reason }. Lances válidos: { $legal }.
refuse-move-ambiguous = { $text } é ambíguo: pode ser { $candidates }. Escreva mais do caminho.
refuse-channel-has-game = Este canal já tem uma partida em andamento ({ $white } x { $black }). Termine-a primeiro, ou jogue em outro canal.
refuse-channel-has-challenge = { $challenger } já desafiou { $opponent } aqui; espere a resposta ou que o desafio expire.
refuse-game-not-started = A partida não começou: { $challenger } espera que { $opponent } use /accept.
refuse-only-players = Só os jogadores ({ $white } e { $black }) podem fazer isso.
refuse-stale-button = Esse botão é de uma posição anterior ou de uma partida terminada; nada foi feito. Use /board para a partida atual.
refuse-stale-challenge = Esse desafio não está mais aberto; nada foi feito. Comece um novo com /challenge.
refuse-rematch-bot = Comece uma nova partida contra o bot com /challenge.
refuse-takeback-nothing = Você ainda não fez nenhum lance: não há o que voltar.
refuse-takeback-bot-moving = Espere o lance do bot e depois volte.
refuse-takeback-already-asked = Você já pediu para voltar o lance; cabe a { $player } aceitar.
refuse-no-takeback = Não há pedido para voltar lance a recusar.
refuse-claim-no-limit = Esta partida não tem limite de tempo (partidas contra o bot não têm): não há vitória por tempo a reivindicar.
refuse-claim-own-turn = É a sua vez: não há o que reivindicar. Faça um lance.
refuse-claim-too-early = { $player } ainda tem { $left } para jogar (o limite é { $limit } por lance); depois disso você pode reivindicar a vitória.
refuse-hint-not-bot-game = Dicas só são dadas em partidas contra o bot.
refuse-hint-not-player = Só o jogador desta partida pode pedir uma dica.
refuse-hint-bot-turn = É a vez do bot; peça de novo quando for a sua.
refuse-hint-no-move = Não há lance válido para sugerir.
refuse-side-not-player = Só os jogadores desta partida podem escolher como o tabuleiro é mostrado.
refuse-nothing-to-export = Ainda não há partida para exportar neste canal. Comece uma com /challenge.
refuse-nothing-to-replay = Ainda não há partida para reproduzir neste canal. Comece uma com /challenge.
refuse-player-no-games = Esse jogador ainda não tem partidas terminadas.
refuse-channel-no-games = Nenhuma partida terminou neste canal ainda. Comece uma com /challenge.
refuse-settings-empty = Indique ao menos uma configuração para alterar (veja as atuais em /settings).

## Rótulos dos botões (Discord: no máximo 80 caracteres)

button-accept = Aceitar
button-decline = Recusar
button-resign = Desistir
button-confirm-resign = Sim, desistir
button-draw = Propor empate
button-accept-draw = Aceitar empate
button-flip = Virar tabuleiro
button-rematch = Revanche
button-takeback = Voltar lance
button-accept-takeback = Aceitar voltar
button-decline-takeback = Recusar voltar
button-claim-win = Reivindicar vitória
button-open-board = Abrir tabuleiro

## Discord

bot-could-not-move = O bot não conseguiu jogar: { internal-error }
internal-error = Algo deu errado; nada foi alterado.
missed-answer = (Resposta anterior que não chegou:) { $text }
too-fast = Você está enviando comandos rápido demais — tente de novo em { $when }.
wait-seconds = { $n } s
wait-minutes = { $n } min
refuse-unknown-button = Não consigo ler esse botão; nada foi feito.
refuse-no-thread-permission = Não consegui abrir um tópico aqui (preciso da permissão Criar tópicos públicos). Tente de novo sem thread.
refuse-bot-no-time = Partidas contra o bot não têm tempo por lance: deixe time de fora.
refuse-open-board-here = O tabuleiro clicável abre dentro do Discord (botão Abrir tabuleiro ou o App Launcher); não dá para abri-lo aqui.
refuse-bot-no-clock = Partidas contra o bot são jogadas sem relógio: deixe clock de fora.
refuse-clock-and-time = Escolha time (tempo por lance) ou clock (relógio para a partida), não os dois.
refuse-clock-outside = O relógio dá a cada jogador de 1 a { $max_minutes } minutos e soma no máximo { $max_increment } segundos por lance.
refuse-clock-unreadable = “{ $text }” não é um controle de tempo: escreva minutos + segundos por lance, por exemplo { $presets }.
refuse-bot-level = O nível do bot vai de 1 a { $max }; { $level } não está entre eles.
refuse-other-bots = Outros bots não podem jogar; desafie uma pessoa, ou a mim para uma partida contra o computador.
refuse-level-not-bot = O nível é a força do bot: indique-o só quando me desafiar.
refuse-server-only = Este comando só funciona em um servidor.
refuse-not-admin = Só membros com a permissão Gerenciar servidor podem alterar as configurações deste servidor; nada foi alterado.
refuse-role-missing = Indique também o cargo (a opção role); nada foi alterado.
refuse-role-to-start = Neste servidor, só membros com { $role } podem iniciar partidas.
refuse-a-role-to-start = Neste servidor, só membros com um certo cargo podem iniciar partidas.
refuse-unknown-language = '{ $code }' não é um dos meus idiomas ({ $codes }, ou default); nada foi alterado.

console-resuming = Retomando a partida salva.
console-no-game = Nenhuma partida em andamento; digite new.
console-bot-thinking = O bot está pensando...
console-help = comandos: <lance> ou move <lance> (ex.: { $example }), board, moves, hint (contra o bot), draw, resign, new [jogo], rules [jogo], puzzle [jogo] [tema] [número] (depois responda com lances; giveup mostra a solução), pdn [arquivo], games, help, quit
console-game-in-progress = Há uma partida em andamento; abandone-a primeiro (resign).
console-board-picture = (imagem do tabuleiro: { $path })
board-white-man = ○
board-white-king = ◎
board-black-man = ●
board-black-king = ◉
console-board-legend = { $white_man } pedra branca, { $white_king } dama branca, { $black_man } pedra preta, { $black_king } dama preta.
console-final-position = A posição final da última partida:
console-unknown-variant = jogo desconhecido '{ $name }' (conhecidos: { $known })
console-unknown-theme = tema desconhecido '{ $name }' (conhecidos: { $known })
console-record-set-aside = A partida salva não pôde ser lida (talvez esteja danificada ou venha de uma versão mais nova), por isso foi deixada de lado. Nada mais mudou: digite new para começar uma partida.
console-bot-offers-draw = O bot propõe empate: este final é empate morto. Digite draw para aceitar, ou continue jogando.
console-player = Jogador
console-game-starts = Começa a partida de { $variant }, os dois lados no mesmo teclado: cada lance é jogado pelo lado que tem a vez.
console-game-starts-bot-white = Começa a partida de { $variant } contra o bot (nível { $level }): você joga com as Brancas.
console-game-starts-bot-black = Começa a partida de { $variant } contra o bot (nível { $level }): você joga com as Pretas.
console-board-header = { $variant }, lance { $move }.
console-white-to-move = Vez das Brancas.
console-black-to-move = Vez das Pretas.
console-white-played = As Brancas jogaram { $move }.
console-black-played = As Pretas jogaram { $move }.
console-white-wins = As Brancas vencem: { $reason }. 1-0
console-black-wins = As Pretas vencem: { $reason }. 0-1
console-white-resigned = as Brancas abandonaram
console-black-resigned = as Pretas abandonaram
console-white-offers-draw = As Brancas propõem empate. Pretas: digitem draw para aceitar, ou continuem jogando.
console-black-offers-draw = As Pretas propõem empate. Brancas: digitem draw para aceitar, ou continuem jogando.
console-draw-offered = { $player } propõe empate. { $opponent }: digite draw para aceitar, ou jogue um lance para recusar.
console-board-legend-towers = { $white_man } pedra branca, { $white_king } dama branca, { $black_man } pedra preta, { $black_king } dama preta (uma torre mostra suas peças de cima para baixo; uma torre alta as conta: { $white_king }2{ $black_man }6 são duas damas brancas sobre seis pedras pretas).
console-unknown-command = comando desconhecido '{ $word }'; digite help para ver os comandos.
console-puzzle-open = Há um problema aberto: { $puzzle }. Os lances agora o respondem; board o mostra, giveup mostra a solução (sem rating). A partida espera.
console-puzzle-answer-hint = Responda com lances; um lance errado encerra a tentativa. giveup mostra a solução (sem rating).
console-puzzle-still-open = Este problema ainda está aberto: responda com lances, ou giveup.
console-no-puzzle = Nenhum problema aberto; digite puzzle para começar um.
puzzle-given-up = { $puzzle } abandonado (sem rating).
console-nothing-to-export = Ainda não há partida para exportar; digite new para começar uma.
console-no-finished-games = Nenhuma partida terminou aqui ainda.
console-games = Partidas terminadas, a mais recente primeiro (pdn exporta a mais recente):
console-pdn-written = PDN gravado em { $path }; towers analyze --pdn { $path } o analisa.
console-file-not-written = Não foi possível gravar { $path }: { $reason }. Indique outro caminho, numa pasta que exista.
console-picture-not-written = (imagem do tabuleiro não gravada em { $path }: { $reason }; comece de novo com outro --png)
console-stored-game = { $variant }, os dois lados neste teclado
console-stored-bot-game = { $variant } contra o bot (nível { $level })
console-stored-game-differs = A partida guardada continua: { $stored }. { $asked } vale para a próxima partida: abandone esta e digite new.
console-prompt = >
console-prompt-puzzle = problema { $puzzle }>
history-player = Últimas partidas terminadas de { $player }:
history-channel = Últimas partidas terminadas neste canal:

# The bot's draws in dead-drawn endings (engine::draw_sense).
bot-accepts-draw = O bot aceita o empate.
bot-offers-draw = O bot propõe empate: este final é um empate morto. Aperte o botão ou use /draw para aceitar, ou continue jogando.

## puzzle: /puzzle, /solve, puzzle ratings, the daily puzzle

puzzle-title = Problema para { $player }: { $variant } nº { $number } (rating do problema { $rating }).
puzzle-title-unrated = Problema para { $player }: { $variant } nº { $number } (escolhido pelo número, sem rating).
puzzle-title-daily = Problema do dia para { $player }: { $variant } nº { $number } (sem rating).
puzzle-white-material = As brancas jogam e ganham material.
puzzle-black-material = As pretas jogam e ganham material.
puzzle-white-wins = As brancas jogam e ganham.
puzzle-black-wins = As pretas jogam e ganham.
puzzle-white-stop-king = As brancas jogam e impedem a dama.
puzzle-black-stop-king = As pretas jogam e impedem a dama.
puzzle-white-hold = As brancas jogam e seguram.
puzzle-black-hold = As pretas jogam e seguram.
puzzle-theme = Tema: { $theme }.
puzzle-theme-capture-choice = uma escolha de captura (a outra captura perde)
puzzle-theme-king-ending = um final de damas
puzzle-theme-defence = uma defesa
puzzle-theme-shot = um golpe (entregar e depois tomar mais)
puzzle-theme-breakthrough = uma ruptura para dama
puzzle-theme-quiet-move = um lance tranquilo
puzzle-answer-hint = Responda com /solve; um lance errado encerra a tentativa.
puzzle-still-open = Você ainda tem este problema aberto aqui: responda com /solve.
puzzle-name = { $variant } nº { $number }
puzzle-right-go-on = { $player }: { $move } está certo. Eu respondo { $reply }; sua vez.
puzzle-solved = { $player } resolveu { $puzzle }: { $line }
puzzle-wrong = { $player }: { $move } não é o lance.
puzzle-refutation = Minha resposta: { $line }.
puzzle-solution = A solução de { $puzzle }: { $line }
puzzle-rating-change = Rating de problemas { $before } → { $after } ({ $change }).
puzzle-daily = Problema do dia { $date }: { $variant } nº { $number }.
puzzle-daily-hint = Todos aqui podem tentar uma vez hoje com /solve (sem rating).
refuse-no-puzzle = Você não tem problema aberto neste canal: comece um com /puzzle.
refuse-no-puzzles = Ainda não há problemas de { $variant }.
refuse-no-puzzles-theme = Não há problemas de { $variant } com o tema { $theme }.
refuse-puzzle-number = { $variant } tem problemas de 1 a { $count }; o nº { $number } não é um deles.
refuse-puzzle-moved-on = Seu problema avançou nesse meio-tempo; veja o tabuleiro mais recente e tente de novo.
cmd-puzzle-description = Um problema de damas para resolver contra o bot (vale rating, perto do seu rating).
cmd-puzzle-variant-description = Qual jogo (padrão: o jogo padrão do servidor)
cmd-puzzle-theme-description = Um tema (padrão: qualquer um)
cmd-puzzle-number-description = Um problema pelo número na coleção (sem rating)
cmd-solve-description = Jogue seu lance no seu problema aberto, ex. c3-d4 ou c3:e5:g3.
cmd-solve-move-description = Seu lance, ex. c3-d4, ou c3:e5:g3 para capturas
cmd-configure-daily_puzzle-description = true: um problema do dia neste canal; false: sem problema do dia

## analyze: /analyze, o julgamento do motor sobre uma partida

cmd-analyze-description = Analisa lance a lance a partida atual (ou a última) deste canal, ou uma de /games.
cmd-analyze-game-description = O número da partida como /games mostra; padrão: a partida deste canal
cmd-learn-description = Aprenda bashni, lasca e os outros jogos no tabuleiro, nível por nível (só você vê).
cmd-learn-stage-description = A lição a começar (padrão: onde você parou)
cmd-learn-move-description = Seu lance na lição aberta, ex.: c3-d4 ou c3:e5:g3
analysis-progress = Analisando: { $done } de { $total } meios-lances…
analysis-heading = **Análise da partida { $id }**: { $white } contra { $black }, { $variant }, { $plies ->
        [one] { $plies } meio-lance
       *[other] { $plies } meios-lances
    }.
analysis-legend = ?! imprecisão, ? erro, ?? capivarada: o lance perdeu pelo menos 6, 12 ou 18 pontos de resultado esperado (de 100).
analysis-side = { $color }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, perda média de { $loss } pontos.
analysis-move = **{ $number }** { $move } ({ $color }) perdeu { $loss } pontos — melhor { $best }: { $line }
analysis-more = …e mais { $count ->
        [one] { $count } erro menor não listado
       *[other] { $count } erros menores não listados
    }.
analysis-swing = Maior virada: { $number } { $move } (perdeu { $loss } pontos); a segunda imagem mostra a posição depois dele.
analysis-none = Nenhuma imprecisão, erro ou capivarada.
analysis-graph-white = brancas
analysis-graph-black = pretas
analysis-graph-scale = Chances das brancas, %
analysis-graph-inaccuracy = ?! imprecisão
analysis-graph-mistake = ? erro
analysis-graph-blunder = ?? capivarada
board-legend = Acima do tabuleiro: as pedras e damas (coroa) de cada lado e, nos jogos de torres, +2: os prisioneiros que ele guarda sob suas torres. O disco ao lado do tabuleiro e a barra dourada na borda mostram de quem é a vez.
refuse-nothing-to-analyse = Ainda não há partida para analisar neste canal. Comece uma com /challenge.
refuse-analysis-running = Esta partida ainda está em andamento: analisá-la agora ajudaria um jogador contra o outro. Tente de novo quando ela terminar (partidas contra mim podem ser analisadas a qualquer momento).
refuse-analysis-no-such-game = Não encontrei a partida { $id } neste canal nem neste servidor; /games mostra os números.
refuse-analysis-no-moves = Essa partida ainda não tem lances para analisar.

## strings: /stats, /rating, /leaderboard, /settings, thread names, result reasons, captions

stats-none = { $player } ainda não tem partidas terminadas neste servidor.
stats-title = Resultados de { $player } neste servidor:
stats-line = { $variant }: { $wins }, { $draws }, { $losses }
stats-wins = { $n ->
        [one] { $n } vitória
       *[other] { $n } vitórias
    }
stats-draws = { $n ->
        [one] { $n } empate
       *[other] { $n } empates
    }
stats-losses = { $n ->
        [one] { $n } derrota
       *[other] { $n } derrotas
    }
rating-line = Rating de { $player } ({ $variant }) neste servidor: { $rating } após { $games ->
        [one] { $games } partida ranqueada
       *[other] { $games } partidas ranqueadas
    } ({ $place }º de { $total }).
rating-none = { $player } ainda não tem partidas ranqueadas de { $variant } neste servidor (todos começam com 1500 ± 350).
leaderboard-title = Classificação de { $variant } neste servidor
leaderboard-heading = Classificação de { $variant } neste servidor:
leaderboard-place = { $place }. { $row }
leaderboard-row = { $player } — { $rating } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
leaderboard-empty = Ainda não há partidas ranqueadas de { $variant } neste servidor.
leaderboard-footer = Rating Glicko-2 ± desvio (partidas ranqueadas)
settings-heading = Configurações do servidor:
settings-default-game = - Jogo padrão: { $variant }
settings-rated-bot-games = - Partidas ranqueadas contra o bot: { $on }
settings-threads = - Um tópico por partida: { $on }
settings-time-limit = - Tempo padrão: { $limit } por lance
settings-time-limit-default = - Tempo padrão: { $limit } por lance (o padrão)
settings-starters-everyone = - Quem pode iniciar partidas: todos
settings-starters-role = - Quem pode iniciar partidas: membros com { $role }
settings-language = - Idioma: { $language }
settings-on = sim
settings-off = não
settings-saved = Salvo.
thread-name = { $variant }: { $player } x { $opponent }
thread-anyone = qualquer um
thread-opened = { $name }: no tópico { $thread }.
refuse-options-unreadable = Não consegui ler as opções desse comando: { $error }
refuse-command-outdated = Não consegui ler esse comando (o Discord pode ainda mostrar uma versão antiga dele).
history-game = { $white } x { $black } · { $variant } · { $score }, { $reason } · { $plies ->
        [one] { $plies } meio-lance
       *[other] { $plies } meios-lances
    }
game-in-progress = em andamento
export-finished = { $score }, { $reason }
export-caption = { $white } x { $black }: { $variant }, { $plies ->
        [one] { $plies } meio-lance
       *[other] { $plies } meios-lances
    }, { $state }.
replay-caption = Reprodução: { $white } x { $black }, { $variant }, { $plies ->
        [one] { $plies } meio-lance
       *[other] { $plies } meios-lances
    }, { $state }.
reason-other = { $text }
reason-resigned = { $player } abandonou
reason-agreement = empate por acordo
reason-on-time = { $player } não jogou em { $limit }
reason-flag-fell = o relógio de { $player } chegou a zero
reason-duration = { $limit }
reason-repetition = tripla repetição da posição
reason-no-pieces-white = as Brancas não têm mais pedras nem damas
reason-no-pieces-black = as Pretas não têm mais pedras nem damas
reason-no-move-white = as Brancas não têm lance possível
reason-no-move-black = as Pretas não têm lance possível
reason-kings-only = { $n } lances de cada lado só com damas e sem captura
reason-three-against-king = { $n } lances de cada lado com três peças (incluindo uma dama) contra uma dama sozinha
reason-two-against-king = { $n } lances de cada lado com no máximo duas peças (incluindo uma dama) contra uma dama sozinha
reason-no-capture-or-promotion = { $n } lances de cada lado sem captura nem promoção
reason-no-man-move-or-capture = { $n } lances de cada lado sem lance de pedra nem captura
reason-no-capture-or-soldier-move = { $n } lances de cada lado sem captura nem lance de soldado
settings-daily-puzzle = - Problema do dia: { $channel }

## reasons
move-reason-character = caractere inesperado '{ $found }'; escreva os lances como { $example }
move-reason-empty = o lance está vazio
move-reason-too-many-squares = casas demais (no máximo { $most })
move-reason-number-too-large = o número de casa { $word } é grande demais
move-reason-number-off-board = a casa { $number } não está neste tabuleiro (1-{ $squares })
move-reason-not-a-square = '{ $word }' não é uma casa; escreva os lances como { $example }
move-reason-not-playable = '{ $word }' não é uma casa jogável deste tabuleiro
move-reason-one-square = um lance precisa de pelo menos uma casa de saída e uma de chegada, como { $example }
move-reason-no-piece = não há pedra nem dama em { $square }
move-reason-not-yours = a peça em { $square } não é das { $color }
move-reason-capture-goes-on = a captura deve continuar até o fim: válido { $moves }
move-reason-capture-the-most = a captura é obrigatória, e deve capturar o maior número de peças ({ $most })
move-reason-must-capture = a captura é obrigatória, e esta peça não pode capturar
move-reason-captures-elsewhere = a captura é obrigatória; as capturas desta peça vão para outras casas
move-reason-cannot-move = a peça em { $square } não pode se mover
move-reason-occupied = a casa { $square } não está vazia
move-reason-forward-only = a pedra só anda para a frente
move-reason-cannot-go-there = a peça em { $square } não pode ir para lá
move-reason-game-over = a partida terminou ({ $outcome })
move-list-or = { $first } ou { $last }
## turn
# The opponent of an open challenge, inside sentences about the challenge.
challenge-anyone = qualquer um
## rule options (lead)
# A rule option refused: { $option } as typed, { $variant } the game, { $home } the game the option belongs to.
refuse-rule-option-unknown = Não existe a opção de regra { $option }. Conhecidas: optional-captures, black-first, white-first, immediate-transfer, end-of-move-transfer.
refuse-rule-option-contradiction = As opções de regra { $first } e { $second } se contradizem.
refuse-rule-option-not-for-variant = O jogo { $variant } não tem a opção de regra { $option }: ela pertence ao jogo { $home }.
## Activity
activity-title = towers: o tabuleiro
activity-you = (você)
activity-your-move = Sua vez.
activity-watching = Você está assistindo: só os jogadores podem mover.
activity-no-game = Ainda não há partida neste canal. Comece uma abaixo, ou com /challenge.
activity-challenge = { $challenger } desafia { $opponent } para uma partida de { $variant }.
activity-open-challenge = { $challenger } oferece uma partida de { $variant } a qualquer pessoa aqui.
activity-challenge-clock = Relógio: { $clock }.
activity-draw-offered = { $player } propõe empate.
activity-takeback-asked = { $player } pede para voltar um lance.
activity-result-white-wins = { $player } (Brancas) vence. 1-0
activity-result-black-wins = { $player } (Pretas) vence. 0-1
activity-result-draw = Empate. 1/2-1/2
activity-moves = Lances
activity-choose-route = Duas capturas terminam aqui. Quais pedras você captura?
activity-route = Capturar { $squares }
activity-cancel = Cancelar
activity-tab-game = Partida
activity-tab-learn = Aprender
activity-learn-stage = Escolha uma lição
activity-learn-stage-stars = { $title }: { $stars } de { $most } ★
activity-connecting = Conectando…
activity-reconnecting = Conexão perdida; reconectando…
activity-sign-in-failed = O Discord não conseguiu identificar você ({ $reason }). Feche o tabuleiro e abra de novo.
activity-error-bad-token = O Discord não confirmou quem você é. Feche o tabuleiro e abra de novo.
activity-error-not-in-instance = Você não está na sessão deste tabuleiro. Abra o tabuleiro de novo pelo canal.
activity-error-too-large = O servidor recusou uma mensagem grande demais; reconectando…
activity-error-too-fast = Ações demais de uma vez; reconectando…
activity-error-bad-message = O servidor não entendeu a página; reconectando…
activity-error-discord-unreachable = Não foi possível falar com o Discord para confirmar quem você é; reconectando…
activity-error-other = O servidor fechou a conexão ({ $code }); reconectando…
# The lobby (no game, or after one), review of earlier positions, the board's settings and what a
# screen reader says of a square. { $clock } like 5+3; { $ply } and { $count } numbers; { $square }
# a square's name or number; { $pieces } activity-piece-* joined by commas, top first.
activity-lobby-title = Nova partida
activity-lobby-opponent = Adversário
activity-lobby-anyone = Qualquer pessoa aqui (desafio aberto)
activity-lobby-bot = O bot
activity-lobby-variant = Jogo
activity-lobby-level = Nível do bot
activity-lobby-pace = Ritmo
activity-lobby-per-move = Tempo por lance: { $limit } (o do servidor)
activity-lobby-clock = Relógio { $clock }
activity-lobby-color = Sua cor
activity-lobby-challenge = Desafiar
activity-lobby-play-bot = Jogar contra o bot
activity-new-game = Nova partida
activity-refuse-not-on-board = Esse jogador não está mais com o tabuleiro aberto: desafie qualquer pessoa aqui, ou alguém que esteja com ele aberto.
activity-refuse-roles-unknown = O Discord não conseguiu informar agora quais cargos você tem neste servidor, então nenhuma partida foi iniciada. Tente de novo daqui a pouco.
activity-refuse-no-such-move = Essa partida não tem esse lance.
activity-refuse-too-many-starts = Você acabou de iniciar muitas partidas: espere alguns segundos antes da próxima.
activity-review = Lance { $ply } de { $count }
activity-reviewing = Uma posição anterior está sendo mostrada; a partida continua.
activity-review-start = Posição inicial
activity-review-previous = Lance anterior
activity-review-next = Próximo lance
activity-back-to-live = Voltar à partida
activity-title-your-move = Sua vez · towers
activity-sound = Sons
activity-animation = Animação
activity-board-label = Tabuleiro: as setas passam de casa em casa, Enter ou Espaço escolhe uma peça e sua casa de chegada
activity-square-empty = { $square }, vazia
activity-square-pieces = { $square }, { $pieces }
activity-piece-light-man = pedra branca
activity-piece-light-king = dama branca
activity-piece-dark-man = pedra preta
activity-piece-dark-king = dama preta
activity-square-can-move = pode mover
activity-square-must-capture = deve capturar
activity-square-target = mover para cá

## Lições (`/learn`, `learn` no console; lessons/*.json, docs/lessons.md).

lesson-title = { $stage }: nível { $level } de { $levels } ({ $variant })
lesson-budget = { $count ->
    [one] Resta um lance;
   *[other] Restam { $count } lances;
} três estrelas em { $three ->
    [one] um lance.
   *[other] { $three } lances.
}
lesson-found = Capturas encontradas: { $found } de { $total }.
lesson-played = Você jogou { $move }.
lesson-replied = Resposta ({ $color }): { $move }.
lesson-solved = Resolvido em { $count ->
    [one] um lance
   *[other] { $count } lances
}: { $stars }
lesson-all-done = Você jogou todos os níveis. Jogue de novo qualquer lição com /learn e o nome dela para ganhar mais estrelas.
lesson-failed-budget = Acabaram os lances e o objetivo não foi alcançado.
lesson-failed-lost = Uma das suas peças foi capturada.
lesson-failed-blocked = Você não tem mais lances.
lesson-failed-game-over = O adversário não pode mais jogar, mas esse não era o objetivo.
lesson-failed-unreachable = Depois desse lance o objetivo não pode mais ser alcançado com os lances que restam.
lesson-hint = Dica: { $hint }
lesson-hint-move = Um lance que funciona: { $move }.
lesson-again = O nível recomeça.
lesson-resumed = Sua lição, de onde você parou.
lesson-list = As lições (digite /learn e o nome de uma lição para jogá-la):
lesson-list-stage = { $title } ({ $name }): { $stars } de { $most } estrelas
lesson-moves = Seus lances: { $moves }
lesson-stopped = Lição fechada; suas estrelas ficam guardadas. Digite /learn para voltar a ela.
lesson-choose-move = Escolha seu lance
lesson-choose-piece = Escolha a peça que vai jogar
lesson-piece-option = { $square }: { $count ->
    [one] um lance
   *[other] { $count } lances
}
lesson-next-button = Próximo nível
lesson-hint-button = Dica
lesson-more-moves = Há mais lances do que o menu comporta: digite /learn move: e seu lance.
lesson-again-button = Tentar de novo
refuse-lesson-none = Você não tem nenhuma lição aberta: digite /learn para começar uma.
refuse-lesson-unknown = Não há lição chamada { $name }. As lições: { $known }.
refuse-lesson-moved-on = Esse nível avançou nesse meio-tempo: digite /learn para vê-lo.

lesson-men-title = Como as pedras andam e capturam
lesson-men-explain = A pedra anda uma casa na diagonal para a frente. Capturar é obrigatório: a pedra salta sobre uma peça adversária vizinha até a casa vazia logo depois e continua saltando enquanto puder. No Bashni as pedras capturam também para trás; na Lasca, só para a frente.
lesson-men-1-goal = Leve sua pedra de c3 até e5, uma casa na diagonal de cada vez.
lesson-men-1-hint = Passe por d4.
lesson-men-2-goal = No Bashni a pedra captura para a frente e para trás. Jogue as duas capturas da pedra de d4.
lesson-men-2-hint = Uma captura salta e5 para a frente, a outra salta c3 para trás.
lesson-men-3-goal = Uma captura não para enquanto pode continuar. Capture as três pedras pretas num lance só.
lesson-men-3-hint = Salte d2 primeiro e depois continue saltando.

lesson-choice-title = Bashni: escolha sua captura
lesson-choice-explain = No Bashni você pode escolher qualquer captura, curta ou longa, mas precisa terminar a que escolheu. Nenhuma regra obriga a capturar o maior número de peças.
lesson-choice-1-goal = Você tem uma captura curta e uma longa, e as duas são permitidas. Jogue cada uma.
lesson-choice-1-hint = Uma pedra captura uma peça, a outra captura duas.
lesson-choice-2-goal = Dois caminhos capturam as mesmas duas pedras. Escolha o que termina numa casa segura.
lesson-choice-2-hint = Depois da captura, veja o que a pedra preta de b8 poderia saltar.

lesson-prisoner-title = O prisioneiro debaixo de quem captura
lesson-prisoner-explain = No Bashni e na Lasca a peça capturada não sai do tabuleiro: ela vai para baixo da peça que a capturou, como prisioneira no pé de uma torre (na Lasca, uma coluna). Depois a torre inteira anda como uma peça só.
lesson-prisoner-1-goal = Capture a pedra de d4 e veja-a ir para baixo da sua.
lesson-prisoner-1-hint = Salte de c3 sobre d4 até e5.
lesson-prisoner-2-goal = Sua torre em c3 já tem um prisioneiro. Capture mais duas pedras num lance só.
lesson-prisoner-2-hint = Salte d4 e depois f6.
lesson-prisoner-3-goal = Salte a coluna preta de d4. Só o soldado de cima é capturado: o resto da coluna fica.
lesson-prisoner-3-hint = Salte de c3 até e5.

lesson-commander-title = O comandante é dono da coluna
lesson-commander-explain = A peça de cima de uma torre é o comandante: ela decide de quem é a torre e como ela anda. Uma torre com uma pedra em cima anda como pedra; com uma dama em cima, como dama, seja o que for que esteja embaixo.
lesson-commander-1-goal = Sua pedra comanda a torre de d4 com dois prisioneiros pretos. Leve a torre inteira até f6.
lesson-commander-1-hint = Vá primeiro para e5.
lesson-commander-2-goal = Um oficial comanda esta coluna, então ela pode recuar. Traga a coluna de volta para b2.
lesson-commander-2-hint = Recue primeiro para c3.

lesson-freeing-title = Libertar prisioneiros
lesson-freeing-explain = Ao saltar uma torre, você captura só a peça de cima. Se logo abaixo dela há uma peça sua, ela é libertada e passa a comandar a torre: a torre volta a ser sua.
lesson-freeing-1-goal = Sua pedra está presa debaixo da pedra preta de d4. Salte a torre para libertá-la.
lesson-freeing-1-hint = Salte de c3 sobre d4.
lesson-freeing-2-goal = Dois dos seus soldados estão presos em d4. Liberte os dois com um salto só.
lesson-freeing-2-hint = Salte de c3 até e5.
lesson-freeing-3-goal = Liberte seus dois prisioneiros, em d4 e em f6, num lance só.
lesson-freeing-3-hint = Salte d4 e depois f6.

lesson-weak-title = A coluna fraca
lesson-weak-explain = Uma coluna cuja segunda peça é do adversário é fraca: quando alguém a salta, a peça de baixo é libertada e a coluna muda de dono.
lesson-weak-1-goal = Duas torres pretas podem ser saltadas. Pegue a fraca: ela passa a ser sua.
lesson-weak-1-hint = A torre de f4 guarda uma pedra sua debaixo da peça de cima.
lesson-weak-2-goal = Sua coluna em c3 é fraca: se as pretas a saltarem, elas a tomam. Salve-a.
lesson-weak-2-hint = Saia do alcance ou proteja a casa atrás dela.
lesson-weak-3-goal = As duas colunas pretas guardam um soldado seu. Salte a fraca, em que o seu está logo abaixo do topo: essa coluna passa a ser sua.
lesson-weak-3-hint = Em d4 seu soldado está sob duas peças pretas: um só salto deixaria essa coluna com as pretas.

lesson-promotion-title = Promovida durante a captura
lesson-promotion-explain = A pedra que chega à última fileira durante uma captura é promovida na hora. No Bashni a nova dama continua capturando como dama voadora; na Lasca o lance termina ali.
lesson-promotion-1-goal = Salte e7: sua pedra vira dama em d8 e, no Bashni, continua capturando. Capture as duas pedras.
lesson-promotion-1-hint = De d8, desça a diagonal passando por b6.
lesson-promotion-2-goal = Promova seu soldado. Na Lasca o novo oficial para na última fileira, mesmo que pudesse saltar mais.
lesson-promotion-2-hint = Salte d6 até c7.

lesson-kings-title = Damas voadoras e oficiais curtos
lesson-kings-explain = No Bashni a dama voa: anda e captura ao longo de uma diagonal inteira e pode parar em qualquer casa vazia atrás da peça saltada. Na Lasca o oficial é curto: anda uma casa em qualquer direção e só salta uma peça vizinha.
lesson-kings-1-goal = Sua dama em a1 voa. Capture a pedra de d4 de longe.
lesson-kings-1-hint = Salte de a1 sobre d4 até e5.
lesson-kings-2-goal = Seu oficial anda uma casa de cada vez. Chegue perto do soldado de d4 e salte-o.
lesson-kings-2-hint = Vá para b2 e depois para c3.
lesson-kings-3-goal = A dama voadora deve parar onde a captura pode continuar. Capture duas pedras com sua dama.
lesson-kings-3-hint = Salte b2 e pare em c3.
lesson-kings-4-goal = No Bashni a dama voa por toda a diagonal livre, até onde quiser. Coloque uma das suas damas em h8 em um lance.
lesson-kings-4-hint = Só uma diagonal leva a h8: a grande, a partir de a1.

lesson-ending-title = Um final de torres
lesson-ending-explain = Você vence quando o adversário não pode jogar: toda torre que ele comandava foi tomada ou está bloqueada. Libertar seus prisioneiros traz suas próprias peças de volta ao jogo.
lesson-ending-1-goal = Vença: deixe as pretas sem lance.
lesson-ending-1-hint = Comece libertando suas duas pedras de f4.
lesson-ending-2-goal = Vença com seu oficial e os soldados que você libertar.
lesson-ending-2-hint = Comece libertando seus dois soldados de d2.

lesson-majority-title = A lei da maioria
lesson-majority-explain = Nas damas internacionais, canadenses, brasileiras e kurnik é preciso fazer a captura que leva mais peças; a dama conta como uma peça. Entre capturas do mesmo tamanho, você escolhe.
lesson-majority-1-goal = Só são permitidas as capturas que levam mais peças. Jogue cada uma delas.
lesson-majority-1-hint = A pedra de a5 poderia capturar uma peça, mas em outro lugar dá para capturar duas.
lesson-majority-2-goal = No tabuleiro 12x12 também a captura mais longa é obrigatória. Capture três pedras com sua dama.
lesson-majority-2-hint = Salte c3 e depois e5.

lesson-flying-title = As damas das damas russas e brasileiras
lesson-flying-explain = Nas damas russas e brasileiras a dama voa ao longo da diagonal, para andar e para capturar. Depois de um salto ela para em qualquer casa vazia atrás, mas se a captura pode continuar, tem de parar numa casa de onde ela continua.
lesson-flying-1-goal = Sua dama voadora pode capturar três pedras num lance só. Encontre o caminho.
lesson-flying-1-hint = Salte c3 e pare em d4.
lesson-flying-2-goal = Capture duas pedras com sua dama: pare onde a captura continua.
lesson-flying-2-hint = Salte b2 e pare em c3.

lesson-english-title = O passo curto da dama inglesa
lesson-english-explain = Nas damas inglesas a dama anda uma casa na diagonal em qualquer direção e só salta uma peça vizinha. As pedras andam e capturam só para a frente, e a pedra promovida termina seu lance.
lesson-english-1-goal = Sua dama salta um vizinho de cada vez, para trás também. Jogue cada uma das capturas dela.
lesson-english-1-hint = Há três pedras pretas ao lado da sua dama.
lesson-english-2-goal = Promova sua pedra. O lance termina ali, mesmo que uma dama pudesse continuar capturando.
lesson-english-2-hint = Salte e7.

lesson-russian-title = O golpe turco e a promoção de passagem
lesson-russian-explain = Nas damas russas a pedra que chega à última fileira durante uma captura vira dama na hora e continua capturando como dama. As peças saltadas ficam no tabuleiro até o fim do lance (o golpe turco): elas bloqueiam o caminho e não podem ser saltadas duas vezes.
lesson-russian-1-goal = Salte e7: sua pedra vira dama em d8 e continua como dama. Capture as duas pedras.
lesson-russian-1-hint = De d8, voe sobre b6.
lesson-russian-2-goal = Jogue as duas capturas da pedra de a5. Promovida em a1, a nova dama tem de parar: a pedra saltada em b2 ainda bloqueia a diagonal.
lesson-russian-2-hint = Uma captura termina em e5, a outra em a1.

# Tournaments (service/tournament/): see the English catalogue for the arguments.
reason-round-deadline = o prazo da rodada do torneio chegou antes do fim da partida
tournament-created = { $director } abre o torneio { $name } ({ $variant }, rodadas: { $rounds }, { $round } por rodada), início { $start }. Aperte Entrar para jogar (torneio { $id }).
tournament-created-robin = { $director } abre o torneio todos contra todos { $name } ({ $variant }, cada um joga contra todos, { $round } por rodada), início { $start }. Aperte Entrar para jogar (torneio { $id }).
tournament-deadline = { $date } ({ $relative })
tournament-joined = { $player } entrou em { $name } (jogadores até agora: { $players }).
tournament-joined-late = { $player } entrou atrasado e será emparceirado a partir da rodada { $round }, com um bye de meio ponto na rodada anterior.
tournament-rejoined = { $player } voltou e será emparceirado de novo a partir da rodada { $round }.
tournament-left = { $player } saiu de { $name }.
tournament-withdrawn = { $player } foi retirado: não é emparceirado a partir da próxima rodada (pode voltar).
tournament-forbidden = { $a } e { $b } não serão emparceirados entre si.
tournament-bye-requested = { $player } não será emparceirado na rodada { $round } e recebe um bye de meio ponto.
tournament-paused = { $name } está pausado: o prazo da rodada está parado.
tournament-resumed = { $name } continua. O prazo da rodada agora é { $deadline }.
tournament-result-set = Rodada { $round }, tabuleiro { $board }: { $result }
tournament-game-deadline = O prazo da rodada chegou: { $result }
tournament-adjudicated = (adjudicada)
tournament-game-adjudicated = O prazo da rodada chegou e a partida foi adjudicada: { $result }
tournament-adjudicated-boards = Adjudicadas no prazo, tabuleiros: { $boards }
tournament-reminder = { $player }, sua partida do torneio espera seu lance: restam { $left } nesta rodada.
tournament-cancelled = { $name } foi cancelado: menos de dois jogadores se inscreveram.
tournament-stopped-early = Não restou emparceiramento válido para outra rodada, então o torneio termina aqui.
tournament-no-round = { $name } ainda não tem rodada emparceirada.
tournament-round-paired = Rodada { $round } de { $rounds } de { $name }. Prazo: { $deadline }.
tournament-pairing = Tabuleiro { $board }: { $white } (Brancas) – { $black } (Pretas).
tournament-opening = Abertura: { $moves }.
tournament-bye = Bye (os pontos de uma vitória): { $player }.
tournament-round-over = A rodada { $round } de { $name } terminou. Na frente: { $top }
tournament-finished = { $name } terminou. O pódio:
tournament-podium = { $rank }. { $player } (pontos: { $points })
tournament-standings-title = { $name } após a rodada { $rounds } (desempates: { $tiebreaks }):
tournament-standings-row = { $rank }. { $player }, pontos: { $points } ({ $tiebreaks }); vitórias { $wins }, empates { $draws }, derrotas { $losses }
tournament-result-white = As Brancas venceram.
tournament-result-black = As Pretas venceram.
tournament-result-draw = Empate.
tournament-result-white-forfeits = As Brancas não jogaram: as Pretas vencem por W.O.
tournament-result-black-forfeits = As Pretas não jogaram: as Brancas vencem por W.O.
tournament-result-double-forfeit = Nenhum dos dois jogou: os dois perdem por W.O.
refuse-tournament-unknown = Não existe o torneio { $id }.
refuse-tournament-rounds = Um suíço tem de 1 a { $max } rodadas.
refuse-tournament-entry-limit = O limite de inscrições vai de 2 a { $max } jogadores.
refuse-tournament-round-length = Uma rodada dura de { $min } a { $max }.
refuse-tournament-start = O início deve ficar entre agora e daqui a { $max }.
refuse-tournament-tiebreaks = '{ $text }' não é uma lista de desempates. Escolha entre: { $names }.
refuse-tournament-name = O nome de um torneio tem no máximo { $max } caracteres, numa linha só.
refuse-tournament-too-many = Este servidor já tem { $max } torneios não terminados.
refuse-tournament-not-director = Só o diretor do torneio, { $director }, pode fazer isso.
refuse-tournament-finished = { $name } terminou.
refuse-tournament-not-entered = { $player } não joga neste torneio.
refuse-tournament-already-entered = Você já joga em { $name }.
refuse-tournament-full = O torneio está lotado ({ $max } jogadores).
refuse-tournament-late = Tarde demais para entrar: metade das rodadas já foi emparceirada.
refuse-tournament-forbid-self = Indique dois jogadores diferentes.
refuse-tournament-bye-round = Só se pede um bye para uma rodada futura de um suíço.
refuse-tournament-no-board = Não há tal tabuleiro esperando na rodada atual.
refuse-tournament-started = O torneio já começou.
refuse-tournament-not-running = O torneio não está sendo jogado agora.

# /tournament: the command, its subcommands and options (Discord: at most 100 characters each).
cmd-tournament-description = Torneios neste servidor: suíço ou todos contra todos, partidas ao longo de dias.
cmd-tournament-create-description = Abrir um torneio neste canal, com um tópico próprio.
cmd-tournament-create-variant-description = Qual jogo se joga
cmd-tournament-create-format-description = Suíço (padrão) ou todos contra todos (até 10 jogadores)
cmd-tournament-create-rounds-description = Rodadas do suíço (padrão 5)
cmd-tournament-create-time-description = Tempo por lance, p. ex. 1day ou 12h (padrão 1 dia)
cmd-tournament-create-clock-description = Relógios em vez de tempo por lance, p. ex. 5+3
cmd-tournament-create-round_days-description = Dias do emparceiramento de uma rodada até o prazo (padrão 7)
cmd-tournament-create-start_hours-description = Horas a partir de agora até a primeira rodada (padrão 24)
cmd-tournament-create-rated-description = Se as partidas contam para o rating (padrão sim)
cmd-tournament-create-tiebreaks-description = Desempates em ordem, p. ex. solkoff-cut1,solkoff,sb,wins,direct
cmd-tournament-create-entry_limit-description = O máximo de jogadores (padrão 64)
cmd-tournament-create-half_points-description = Mostrar os pontos como 1-½-0 em vez de 2-1-0
cmd-tournament-create-at_deadline-description = Partida inacabada no prazo: adjudicada (padrão) ou empate
cmd-tournament-create-micro_match-description = Duas partidas por emparceiramento, cores trocadas, de uma abertura sorteada (padrão: não)
cmd-tournament-create-name-description = O nome do torneio
cmd-tournament-join-description = Entrar num torneio.
cmd-tournament-join-id-description = O número do torneio
cmd-tournament-leave-description = Sair de um torneio (depois do início: retirar-se).
cmd-tournament-leave-id-description = O número do torneio
cmd-tournament-standings-description = A classificação de um torneio.
cmd-tournament-standings-id-description = O número do torneio
cmd-tournament-standings-page-description = Qual página da tabela (padrão 1)
cmd-tournament-pairings-description = Os emparceiramentos de uma rodada.
cmd-tournament-pairings-id-description = O número do torneio
cmd-tournament-pairings-round-description = Qual rodada (padrão: a atual)
cmd-tournament-export-description = O torneio como arquivo TRF e o PDN das suas partidas.
cmd-tournament-export-id-description = O número do torneio
cmd-tournament-start-description = Começar o torneio agora (diretor).
cmd-tournament-start-id-description = O número do torneio
cmd-tournament-pause-description = Pausar o torneio: o prazo da rodada para (diretor).
cmd-tournament-pause-id-description = O número do torneio
cmd-tournament-resume-description = Retomar um torneio pausado (diretor).
cmd-tournament-resume-id-description = O número do torneio
cmd-tournament-withdraw-description = Retirar um jogador das próximas rodadas (diretor).
cmd-tournament-withdraw-id-description = O número do torneio
cmd-tournament-withdraw-player-description = Quem é retirado
cmd-tournament-forbid-description = Nunca emparceirar dois jogadores entre si (diretor).
cmd-tournament-forbid-id-description = O número do torneio
cmd-tournament-forbid-first-description = Um jogador
cmd-tournament-forbid-second-description = O outro jogador
cmd-tournament-result-description = Definir o resultado de um tabuleiro (diretor).
cmd-tournament-result-id-description = O número do torneio
cmd-tournament-result-round-description = A rodada
cmd-tournament-result-board-description = O tabuleiro, numerado como nos emparceiramentos
cmd-tournament-result-outcome-description = O resultado
choice-swiss = suíço
choice-round-robin = todos contra todos
choice-adjudicated = adjudicada
choice-draw = empate
choice-white-wins = brancas vencem
choice-black-wins = pretas vencem
choice-white-forfeits = W.O. das brancas
choice-black-forfeits = W.O. das pretas
choice-double-forfeit = W.O. duplo
button-join-tournament = Entrar
button-leave-tournament = Sair
tournament-started = O torneio começa agora.
tournament-opened = { $name } está aberto em { $thread }.
tournament-no-event = (Sem evento no calendário: o bot não pode gerenciar os eventos deste servidor.)
tournament-event-location = No tópico do torneio neste servidor
tournament-thread-name = Rodada { $round }, tabuleiro { $board }: { $white } – { $black }
tournament-picture-title = { $name }: classificação após a rodada { $rounds }
tournament-podium-title = { $name }: o pódio
tournament-column-rank = #
tournament-column-name = Jogador
tournament-column-points = Pontos
tournament-column-record = V-E-D
tournament-column-solkoff-cut1 = Solk. −1
tournament-column-solkoff = Solkoff
tournament-column-sb = SB
tournament-column-wins = Vitórias
tournament-column-direct = Confronto
cmd-tournament-why-description = Por que um jogador foi emparceirado assim na última rodada.
cmd-tournament-why-id-description = O número do torneio
cmd-tournament-why-player-description = De quem explicar o emparceiramento
tournament-why-none = { $name } ainda não tem rodada emparceirada.
tournament-why-criterion = { $decided ->
    [float] A descida foi decidida por
    [bye] A folga foi decidida por
   *[pair] Este emparceiramento foi decidido por
} { $criterion ->
    [none] falta de escolha: nenhum outro emparceiramento respeita os critérios absolutos (sem revanche, uma folga por jogador, cores) e ainda emparceira o resto da rodada.
    [bye] regra da folga: ela vai para a menor pontuação que pode recebê-la.
    [c5] C5: o menor número possível de jogadores que descem.
    [c6] C6: as menores diferenças de pontuação nos pares.
    [c7] C7: os jogadores que descem com os quais o grupo de pontuação seguinte se emparceira melhor.
    [c8] C8: o menor número de líderes com diferença de cores acima de dois.
    [c9] C9: o menor número de líderes com a mesma cor três vezes seguidas.
    [c10] C10: o menor número de preferências de cor não atendidas.
    [c11] C11: o menor número de preferências fortes de cor não atendidas.
    [c12] C12: o menor número de jogadores que descem como na rodada anterior.
    [c13] C13: o menor número de jogadores que sobem como na rodada anterior.
    [c14] C14: o menor número de jogadores que descem como duas rodadas antes.
    [c15] C15: o menor número de jogadores que sobem como duas rodadas antes.
    [c16] C16: as menores diferenças de pontuação dos jogadores que descem como na rodada anterior.
    [c17] C17: as menores diferenças de pontuação dos jogadores que sobem como na rodada anterior.
    [c18] C18: as menores diferenças de pontuação dos jogadores que descem como duas rodadas antes.
    [c19] C19: as menores diferenças de pontuação dos jogadores que sobem como duas rodadas antes.
    [unplayed] regra da folga: entre as menores pontuações, um jogador que jogou todas as rodadas até agora.
   *[order] nenhum critério: qualquer outro emparceiramento era tão bom quanto, então a ordem dos candidatos do artigo 4 o escolheu (a metade de cima contra a de baixo, depois as mudanças menos numerosas e menores).
}
tournament-why-bye = Rodada { $round } de { $name }: { $player } (pontos: { $points }) ficou com a folga do emparceiramento. Com um número ímpar de jogadores, um folga: um jogador do grupo de pontuação mais baixo que ainda não folgou, o de pior classificação primeiro.
tournament-why-absent = Rodada { $round } de { $name }: { $player } não foi emparceirado ({ $reason ->
    [bye] pediu folga nessa rodada
    [late] entrou depois do emparceiramento
   *[withdrawn] foi retirado
}).
tournament-why-robin = Rodada { $round } de { $name }: { $player } enfrentou { $opponent } conforme a tabela de Berger do todos contra todos.
tournament-why-paired = Rodada { $round } de { $name }: { $player } (pontos: { $points }) enfrentou { $opponent } (pontos: { $opponent_points }) { $float ->
    [down] descendo de grupo: seu grupo de pontuação não podia ser emparceirado entre si, então enfrentou um jogador de pontuação menor.
    [up] subindo de grupo: um jogador de um grupo de pontuação maior desceu até ele.
   *[none] dentro do seu grupo de pontuação.
}
tournament-why-colour = Cor: { $colour ->
    [white] brancas
   *[black] pretas
}; { $preference ->
    [none] nenhuma partida antes, então nenhuma preferência: a cor veio da posição do jogador mais bem classificado.
    [granted] atendeu à sua preferência de cor { $strength ->
        [absolute] absoluta
        [strong] forte
       *[mild] leve
    }.
   *[denied] contrariou sua preferência de cor { $strength ->
        [absolute] absoluta
        [strong] forte
       *[mild] leve
    }: a do adversário era mais forte, ou o adversário estava mais bem classificado.
}

# A aba Torneios da Activity (docs/activity.md). { $date } é uma data e hora no formato do
# leitor, { $time } uma duração (duration-*), { $left } activity-event-left ou -passed.
activity-tab-events = Torneios
activity-events-title = Torneios deste servidor
activity-events-none = Nenhum torneio está aberto neste servidor. /tournament create abre um.
activity-events-all = Todos os torneios
activity-event-stage-enrolling = Inscrições abertas
activity-event-stage-running = Rodada { $round } de { $rounds }
activity-event-stage-paused = Pausado na rodada { $round } de { $rounds }
activity-event-stage-finished = Encerrado
activity-event-kind-arena = Arena
activity-event-players = Jogadores: { $players }
activity-event-starts = Começa { $date } ({ $left })
activity-event-deadline = Prazo: { $date } ({ $left })
activity-event-left = faltam { $time }
activity-event-passed = encerrado
activity-event-pairings = Emparceiramentos da rodada { $round }
activity-event-standings = Classificação
activity-event-no-standings = A classificação começa com a primeira rodada.
activity-event-entrants = Inscritos: { $players }
activity-event-board = Mesa { $board }
activity-event-open-game = Abrir minha partida
activity-event-bye = Folga: { $player }
activity-event-home = Voltar a este canal
activity-refuse-no-tournament-game = Você (ainda) não tem partida aberta nesta rodada do torneio.
tournament-column-fire = Em chamas
tournament-column-games = Partidas
activity-event-stage-live = Em andamento
activity-event-ends = Termina { $date } ({ $left })
activity-event-games-now = Partidas em andamento

# A arena: um evento no relógio (service::arena, /arena).
arena-created = { $director } abre a arena { $name } ({ $variant }, relógios { $clock }, { $minutes } minutos, { $rated ->
    [1] valendo rating
   *[other] sem rating
    }), começando { $start }. Aperte Entrar para jogar; você é emparceirado assim que outro jogador estiver livre (arena { $id }).
arena-joined = { $player } entrou na arena (jogadores: { $players }).
arena-rejoined = { $player } voltou e está pronto para ser emparceirado.
arena-paused = { $player } pausou: não é emparceirado até entrar de novo.
arena-berserk = { $player } entra em berserk: metade do tempo, sem incremento, um ponto a mais por uma vitória de pelo menos 7 lances.
arena-started = A arena { $name } começa agora e termina { $end } ({ $relative }).
arena-pairing = { $name }: { $white } (brancas) joga contra { $black } (pretas).
arena-over = A arena { $name } terminou ({ $players } jogadores). Partidas ainda em andamento não contam.
arena-standing-line = { $rank }. { $player }: { $points } { $points ->
    [one] ponto
   *[other] pontos
    }{ $fire ->
    [1] {" 🔥"}
   *[other] {""}
    }
arena-podium = O pódio de { $name }: { $players }
arena-picture-title = { $name }: classificação
arena-column-performance = Perf.
arena-thread-name = Arena: { $white } – { $black }
arena-opened = { $name } está aberta em { $thread }.
refuse-arena-unknown = Não há arena { $id }.
refuse-arena-clock = O relógio de uma arena é um dos predefinidos: { $presets }.
refuse-arena-minutes = Uma arena dura de { $min } a { $max } minutos.
refuse-arena-start = O início deve ficar entre agora e daqui a { $max }.
refuse-arena-too-many = Este servidor já tem { $max } arenas não terminadas.
refuse-arena-not-director = Só o diretor da arena pode fazer isso.
refuse-arena-finished = Esta arena terminou.
refuse-arena-already-in = Você já está nesta arena e pronto para ser emparceirado.
refuse-arena-full = A arena está cheia ({ $max } jogadores).
refuse-arena-not-ready = Você não está pronto nesta arena (entre primeiro).
refuse-arena-no-game = Você não tem partida desta arena em andamento.
refuse-arena-berserk-again = Você já entrou em berserk nesta partida.
refuse-arena-berserk-late = O berserk só é possível antes do seu primeiro lance.
refuse-arena-none-here = Não há arena neste canal; informe o número dela.
cmd-arena-description = Arenas: eventos no relógio, emparceirados assim que dois jogadores estão livres.
cmd-arena-create-description = Abrir uma arena neste canal, com um tópico próprio.
cmd-arena-create-variant-description = Qual jogo se joga
cmd-arena-create-clock-description = Os relógios de cada partida (padrão 3+2)
cmd-arena-create-minutes-description = Quanto dura a arena, em minutos (padrão 60)
cmd-arena-create-start_minutes-description = Minutos até o início (padrão 5)
cmd-arena-create-rated-description = Se as partidas contam para o rating (padrão sim)
cmd-arena-join-description = Entrar numa arena, ou voltar depois de uma pausa.
cmd-arena-join-id-description = O número da arena (padrão: a deste canal)
cmd-arena-pause-description = Pausa: sem emparceiramento até você entrar de novo.
cmd-arena-pause-id-description = O número da arena (padrão: a deste canal)
cmd-arena-berserk-description = Berserk: metade do seu tempo e sem incremento, por um ponto a mais na vitória.
cmd-arena-berserk-id-description = O número da arena (padrão: a deste canal)
cmd-arena-standings-description = A classificação de uma arena.
cmd-arena-standings-id-description = O número da arena (padrão: a deste canal)

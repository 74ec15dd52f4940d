### towers : le catalogue des messages en français. Source : locales/en/towers.ftl.
### Jeu de dames : pion, dame, prise, rafle, prise obligatoire, prise majoritaire,
### coup, tour (Bashni), colonne (Lasca ; soldat et officier).

## Noms des jeux

variant-bashni = Bashni
variant-lasca = Lasca
variant-russian = Dames russes
variant-brazilian = Dames brésiliennes
variant-kurnik = Dames polonaises 8×8 (kurnik)
variant-international = Jeu de dames international 10×10
variant-canadian = Dames canadiennes
variant-english = Dames anglaises

## /aide

help-text = **towers** : le jeu de dames sur Discord — Bashni, Lasca et six autres jeux.
    __**Jouer**__
    • `/challenge` : défiez quelqu’un, moi (le bot) ou personne (n’importe qui ici peut accepter) ; on répond par `/accept` ou `/decline`.
    • `/move` joue un coup (Discord propose les coups légaux pendant la saisie) ; `/board` affiche le damier ; `/side` le retourne.
    • `/resign` (abandonner), `/draw` (proposer ou accepter la nulle), `/takeback` (reprendre votre dernier coup, si l’adversaire est d’accord), `/claim` (la victoire quand l’adversaire a dépassé son temps), `/hint` (conseil dans les parties contre le bot).
    __**Parties et joueurs**__
    • `/pdn` exporte la partie, `/replay` l’anime, `/games` liste les parties terminées.
    • `/rating`, `/leaderboard`, `/stats` : classements et résultats sur ce serveur.
    • `/analyze` analyse coup par coup une partie terminée (ou contre moi) ; `/puzzle` vous donne un problème, à résoudre avec `/solve`.
    • `/learn` enseigne le bashni, le lasca et les autres jeux sur le damier, niveau par niveau (vous seul le voyez).
    • `/settings` affiche les réglages du serveur ; `/configure` les modifie (permission « Gérer le serveur »).
    • `/tournament create` ouvre ici un tournoi suisse ou toutes rondes, parties jouées sur plusieurs jours ; les joueurs appuient sur Rejoindre.
    • `/arena create` ouvre une arène à la pendule : les joueurs sont appariés dès que deux sont libres.
    • `/{ cmd-rules-name }` explique les règles d’un jeu.
    __**Coups**__
    • Bashni, dames russes : `c3-d4` ; une prise indique chaque case d’arrivée : `c3:e5:g3`.
    • Lasca, dames brésiliennes, kurnik : `c3-d4` ; prises avec `x` : `c3xe5xg7`.
    • Dames internationales, canadiennes, anglaises : numéros de cases, `11-15` ; prises avec `x` : `26x17`.

## Autres choix

choice-white = blancs
choice-black = noirs
choice-random = au hasard
choice-player-to-move = joueur au trait
choice-everyone = tout le monde
choice-role = rôle
choice-kurnik-captures-optional = kurnik : prise facultative
choice-lasca-black-moves-first = Lasca : les Noirs commencent
choice-bashni-immediate-prisoner-transfer = Bashni : prisonnier placé sous la tour aussitôt
choice-shot = coup
choice-breakthrough = percée
choice-king-ending = finale de dames
choice-capture-choice = choix de prise
choice-defence = défense
choice-quiet-move = coup tranquille
choice-1-0 = 1+0
choice-3-2 = 3+2
choice-5-3 = 5+3
choice-10-5 = 10+5
choice-15-10 = 15+10

## Noms et descriptions des commandes (traductions pour Discord)

cmd-help-name = aide
cmd-help-description = Ce que je sais faire et comment écrire les coups (vous seul voyez la réponse).
cmd-rules-name = règles
cmd-rules-description = Expliquer les règles d’un jeu (vous seul voyez la réponse).
cmd-rules-variant-name = jeu
cmd-rules-variant-description = Quel jeu (Bashni par défaut)
cmd-challenge-description = Défier quelqu’un (ou moi, le bot) à une partie dans ce salon.
cmd-challenge-opponent-description = Contre qui : une personne, moi (le bot), ou vide pour que n’importe qui ici accepte
cmd-challenge-variant-description = Quel jeu (Bashni par défaut, ou le jeu par défaut du serveur)
cmd-challenge-level-description = Force du bot, de 1 (débutant) à 6 (3 par défaut) ; parties contre le bot seulement
cmd-challenge-color-description = Votre couleur (blancs par défaut)
cmd-challenge-rules-description = Une option de règle du jeu choisi (par défaut : les règles du livre)
cmd-challenge-time-description = Temps par coup, p. ex. 10min, 1h, 1day (3days par défaut ; pas contre le bot)
cmd-challenge-clock-description = Pendule : minutes chacun + secondes ajoutées par coup (pas avec time, pas contre le bot)
cmd-challenge-thread-description = Jouer dans un nouveau fil de ce salon, pour garder le salon calme
cmd-accept-description = Accepter le défi qui vous attend dans ce salon.
cmd-decline-description = Refuser un défi qui vous est lancé (ou retirer le vôtre).
cmd-move-description = Jouer un coup dans la partie de ce salon, p. ex. c3-d4 ou c3:e5:g3.
cmd-move-notation-description = Le coup, p. ex. c3-d4, ou c3:e5:g3 pour une prise
cmd-board-description = Afficher le damier de ce salon.
cmd-resign-description = Abandonner la partie de ce salon.
cmd-draw-description = Proposer la nulle, ou accepter celle de l’adversaire.
cmd-hint-description = Demander un coup au moteur (parties contre le bot ; vous seul le voyez).
cmd-pdn-description = Exporter la partie en cours (ou la dernière) de ce salon en fichier PDN.
cmd-takeback-description = Reprendre votre dernier coup : le demande à l’adversaire (ou accepte sa demande) ; le bot accepte.
cmd-claim-description = Réclamer la victoire quand l’adversaire n’a pas joué dans le temps par coup.
cmd-rating-description = Le classement d’un joueur sur ce serveur (Glicko-2).
cmd-rating-player-description = Le classement de qui (par défaut : le vôtre)
cmd-rating-variant-description = Quel jeu (par défaut : le jeu par défaut du serveur)
cmd-leaderboard-description = Les dix joueurs les mieux classés de ce serveur.
cmd-leaderboard-variant-description = Quel jeu (par défaut : le jeu par défaut du serveur)
cmd-stats-description = Victoires, nulles et défaites d’un joueur par jeu sur ce serveur.
cmd-stats-player-description = Les résultats de qui (par défaut : les vôtres)
cmd-settings-description = Afficher les réglages de ce serveur (vous seul voyez la réponse).
cmd-configure-description = Modifier les réglages de ce serveur (permission Gérer le serveur requise).
cmd-configure-default_variant-description = Le jeu que lance /challenge quand aucun n’est indiqué
cmd-configure-rated_bot_games-description = Si les parties contre le bot comptent pour le classement
cmd-configure-threads-description = Si chaque partie a son propre fil
cmd-configure-time_limit-description = Temps par coup par défaut, p. ex. 10min, 1h, 1day ; « default » pour 3 jours
cmd-configure-who_starts-description = Qui peut lancer des parties
cmd-configure-role-description = Le rôle autorisé à lancer des parties (avec who_starts: role)
cmd-configure-language-description = La langue des messages publics, p. ex. en, fr, pl ; « default » pour celle de Discord
cmd-replay-description = Rejouer la partie en cours (ou la dernière) de ce salon en image animée.
cmd-games-description = Lister les dernières parties terminées de ce salon, ou d’un joueur.
cmd-games-player-description = Les parties de qui (dans tout salon) ; par défaut : celles de ce salon
cmd-side-description = Choisir de quel côté le damier de cette partie est montré (joueurs seulement).
cmd-side-side-description = Le camp affiché en bas du damier

## Réponses de /règles

rules-bashni = **{ variant-bashni }** (dames à tours : dames russes avec des tours)
    • Damier 8x8, cases foncées seulement. 12 pions chacun sur les trois rangées les plus proches. Les Blancs commencent.
    • Un pion avance d’une case en diagonale. Il prend en sautant par-dessus une pièce adverse voisine, en avant ou en arrière, jusqu’à la case vide derrière elle, et continue de prendre tant qu’il le peut (rafle).
    • La dame est volante : elle parcourt toute distance sur une diagonale libre et prend à distance, en se posant sur n’importe quelle case libre derrière la pièce sautée.
    • La prise est obligatoire. Entre plusieurs prises, vous choisissez librement, mais vous devez la mener à son terme ; si une dame peut se poser là où la rafle continue, elle doit s’y poser.
    • Tours : une pièce prise ne quitte pas le damier. Seule la pièce du dessus de la tour sautée est prise et passe sous votre tour ; le reste demeure sur sa case. Une tour appartient au propriétaire de sa pièce du dessus, se déplace d’un bloc et comme sa pièce du dessus. Une tour n’est jamais sautée deux fois dans un même coup.
    • Un pion qui atteint la dernière rangée devient dame aussitôt (seulement la pièce du dessus). S’il peut continuer à prendre, il continue comme dame dans le même coup. Une dame prisonnière reste dame et agit à nouveau une fois libérée.
    • Vous perdez si vous ne pouvez plus jouer : vous ne commandez plus aucune tour, ou toutes vos tours sont bloquées.
    • Nulle : triple répétition de la position, ou 15 coups chacun sans prise ni promotion.
    • Écrivez les coups ainsi : `c3-d4` ; une prise indique chaque case d’arrivée : `c3:e5:g3`.

rules-lasca = **{ variant-lasca }** (le jeu de colonnes de Lasker)
    • Damier 7x7 ; on joue sur les 25 cases de la couleur des coins. 11 soldats (pions) chacun sur les trois rangées les plus proches ; la rangée du milieu est vide au départ. Les Blancs commencent.
    • Un soldat avance d’une case en diagonale et prend **seulement en avant**, en sautant par-dessus une pièce adverse voisine jusqu’à la case vide derrière elle ; il continue de prendre tant qu’il le peut.
    • Un officier (dame) se déplace d’**une case** en diagonale dans tous les sens et prend par un saut court en avant ou en arrière.
    • La prise est obligatoire. Entre plusieurs prises, vous choisissez librement, mais vous devez la mener à son terme.
    • Colonnes : une pièce prise ne quitte pas le damier. Seule la pièce du dessus de la colonne sautée est prise et passe sous votre colonne ; le reste demeure sur sa case. Une colonne appartient au propriétaire de sa pièce du dessus, se déplace d’un bloc et comme sa pièce du dessus. Une colonne n’est jamais sautée deux fois dans un même coup.
    • Promotion : un soldat qui atteint la dernière rangée devient officier (seulement la pièce du dessus) et **le coup s’arrête là**. Un officier prisonnier reste officier et agit à nouveau une fois libéré.
    • Vous perdez si vous ne pouvez plus jouer : vous ne commandez plus aucune colonne, ou toutes vos colonnes sont bloquées.
    • Nulle : triple répétition de la position, ou 40 coups chacun sans prise ni coup de soldat.
    • Écrivez les coups ainsi : `c3-d4` ; prises avec `x` et chaque case d’arrivée : `b2xd4`, `d2xb4xd6`.

rules-russian = **{ variant-russian }** (chachki)
    • Damier 8x8, cases foncées seulement. 12 pions chacun sur les trois rangées les plus proches. Les Blancs commencent.
    • Un pion avance d’une case en diagonale. Il prend en sautant par-dessus une pièce adverse voisine, en avant ou en arrière, jusqu’à la case vide derrière elle, et continue de prendre tant qu’il le peut (rafle).
    • La dame est volante : elle parcourt toute distance sur une diagonale libre et prend à distance, en se posant sur n’importe quelle case libre derrière la pièce sautée.
    • La prise est obligatoire. Entre plusieurs prises, vous choisissez librement (pas besoin de prendre le plus), mais vous devez la mener à son terme ; si une dame peut se poser là où la rafle continue, elle doit s’y poser.
    • Les pièces prises ne sont enlevées qu’à la fin du coup, et aucune pièce ne peut être sautée deux fois.
    • Promotion : un pion qui atteint la dernière rangée devient dame aussitôt ; s’il peut continuer à prendre, il continue comme dame dans le même coup.
    • Vous perdez si vous ne pouvez plus jouer : plus de pièces, ou toutes bloquées.
    • Nulle : triple répétition de la position, ou 15 coups chacun où seules les dames jouent, sans prise.
    • Écrivez les coups ainsi : `c3-d4` ; une prise indique chaque case d’arrivée : `c3:e5:g3`.

rules-brazilian = **{ variant-brazilian }** (règles internationales sur 8x8)
    • Damier 8x8, cases foncées seulement. 12 pions chacun sur les trois rangées les plus proches. Les Blancs commencent.
    • Un pion avance d’une case en diagonale. Il prend en sautant par-dessus une pièce adverse voisine, en avant ou en arrière, jusqu’à la case vide derrière elle, et continue de prendre tant qu’il le peut (rafle).
    • La dame est volante : elle parcourt toute distance sur une diagonale libre et prend à distance, en se posant sur n’importe quelle case libre derrière la pièce sautée.
    • La prise est obligatoire et majoritaire : vous devez prendre le plus grand nombre de pièces possible (une dame compte comme un pion) ; entre prises égales, vous choisissez. Vous devez mener la rafle à son terme.
    • Les pièces prises ne sont enlevées qu’à la fin du coup, et aucune pièce ne peut être sautée deux fois.
    • Promotion : un pion ne devient dame que si son coup se termine sur la dernière rangée. S’il ne fait qu’y passer pendant une rafle, il reste pion et continue de prendre.
    • Vous perdez si vous ne pouvez plus jouer : plus de pièces, ou toutes bloquées.
    • Nulle : triple répétition de la position, ou 20 coups chacun où seules les dames jouent, sans prise.
    • Écrivez les coups ainsi : `c3-d4` ; prises avec `x` et chaque case d’arrivée : `c3xe5xg7`.

rules-kurnik = **{ variant-kurnik }**: règles internationales sur 8x8, comme sur kurnik.pl
    • Damier 8x8, cases foncées seulement. 12 pions chacun sur les trois rangées les plus proches. Les Blancs commencent.
    • Un pion avance d’une case en diagonale. Il prend en sautant par-dessus une pièce adverse voisine, en avant ou en arrière, jusqu’à la case vide derrière elle, et continue de prendre tant qu’il le peut (rafle).
    • La dame est volante : elle parcourt toute distance sur une diagonale libre et prend à distance, en se posant sur n’importe quelle case libre derrière la pièce sautée.
    • La prise est obligatoire et majoritaire : vous devez prendre le plus grand nombre de pièces possible (une dame compte comme un pion) ; entre prises égales, vous choisissez. Vous devez mener la rafle à son terme.
    • Les pièces prises ne sont enlevées qu’à la fin du coup, et aucune pièce ne peut être sautée deux fois.
    • Promotion : un pion ne devient dame que si son coup se termine sur la dernière rangée. S’il ne fait qu’y passer pendant une rafle, il reste pion et continue de prendre.
    • Vous perdez si vous ne pouvez plus jouer : plus de pièces, ou toutes bloquées.
    • Nulle : triple répétition de la position, ou 15 coups chacun où seules les dames jouent, sans prise.
    • Écrivez les coups ainsi : `c3-d4` ; prises avec `x` et chaque case d’arrivée : `c3xe5xg7`.

rules-international = **{ variant-international }** (règles de la FMJD)
    • Damier 10x10, cases foncées numérotées de 1 à 50. 20 pions chacun : les Blancs sur 31-50, les Noirs sur 1-20. Les Blancs commencent.
    • Un pion avance d’une case en diagonale. Il prend en sautant par-dessus une pièce adverse voisine, en avant ou en arrière, jusqu’à la case vide derrière elle, et continue de prendre tant qu’il le peut (rafle).
    • La dame est volante : elle parcourt toute distance sur une diagonale libre et prend à distance, en se posant sur n’importe quelle case libre derrière la pièce sautée.
    • La prise est obligatoire et majoritaire : vous devez prendre le plus grand nombre de pièces possible (une dame compte comme un pion) ; entre prises égales, vous choisissez. Vous devez mener la rafle à son terme.
    • Les pièces prises ne sont enlevées qu’à la fin du coup, et aucune pièce ne peut être sautée deux fois.
    • Promotion : un pion ne devient dame que si son coup se termine sur la dernière rangée. S’il ne fait qu’y passer pendant une rafle, il reste pion et continue de prendre.
    • Vous perdez si vous ne pouvez plus jouer : plus de pièces, ou toutes bloquées.
    • Nulle : triple répétition de la position ; 25 coups chacun où seules les dames jouent, sans prise ; encore 16 coups chacun dès que trois pièces (dont au moins une dame) font face à une dame seule ; encore 5 coups chacun dès qu’une ou deux pièces (dont au moins une dame) font face à une dame seule.
    • Écrivez les numéros de cases : `32-28` ; prises avec `x` : `28x19` (ajoutez les cases d’arrivée si besoin, p. ex. `37x28x19`).

rules-canadian = **{ variant-canadian }** (règles internationales sur 12x12)
    • Damier 12x12, cases foncées numérotées de 1 à 72. 30 pions chacun : les Blancs sur 43-72, les Noirs sur 1-30. Les Blancs commencent.
    • Un pion avance d’une case en diagonale. Il prend en sautant par-dessus une pièce adverse voisine, en avant ou en arrière, jusqu’à la case vide derrière elle, et continue de prendre tant qu’il le peut (rafle).
    • La dame est volante : elle parcourt toute distance sur une diagonale libre et prend à distance, en se posant sur n’importe quelle case libre derrière la pièce sautée.
    • La prise est obligatoire et majoritaire : vous devez prendre le plus grand nombre de pièces possible (une dame compte comme un pion) ; entre prises égales, vous choisissez. Vous devez mener la rafle à son terme.
    • Les pièces prises ne sont enlevées qu’à la fin du coup, et aucune pièce ne peut être sautée deux fois.
    • Promotion : un pion ne devient dame que si son coup se termine sur la dernière rangée. S’il ne fait qu’y passer pendant une rafle, il reste pion et continue de prendre.
    • Vous perdez si vous ne pouvez plus jouer : plus de pièces, ou toutes bloquées.
    • Nulle : triple répétition de la position ; 25 coups chacun où seules les dames jouent, sans prise ; encore 16 coups chacun dès que trois pièces (dont au moins une dame) font face à une dame seule ; encore 5 coups chacun dès qu’une ou deux pièces (dont au moins une dame) font face à une dame seule.
    • Écrivez les numéros de cases : `44-38` ; prises avec `x` : `38x27`.

rules-english = **{ variant-english }** (checkers américain)
    • Damier 8x8, cases foncées numérotées de 1 à 32. 12 pions chacun : les Noirs sur 1-12, les Blancs sur 21-32. **Les Noirs commencent.**
    • Un pion avance d’une case en diagonale et prend **seulement en avant**, en sautant par-dessus une pièce adverse voisine jusqu’à la case vide derrière elle ; il continue de prendre tant qu’il le peut.
    • Une dame se déplace d’**une case** en diagonale dans tous les sens et prend par un saut court en avant ou en arrière.
    • La prise est obligatoire. Entre plusieurs prises, courtes ou longues, vous choisissez librement, mais vous devez la mener à son terme. Aucune pièce ne peut être sautée deux fois.
    • Promotion : un pion qui atteint la dernière rangée est couronné et **le coup s’arrête là** ; la nouvelle dame ne prend qu’à partir du tour suivant.
    • Vous perdez si vous ne pouvez plus jouer : plus de pièces, ou toutes bloquées.
    • Nulle : triple répétition de la position, ou 40 coups chacun sans coup de pion ni prise.
    • Écrivez les numéros de cases : `11-15` ; prises avec `x` : `15x24`, ou `11x18x25` pour une prise double.

## Messages de jeu

bot-waited-for-engine = Le bot a attendu le moteur { $seconds } s ({ $ahead } autres calculs passaient avant).
record-set-aside = La partie enregistrée dans ce salon n’a pas pu être lue (elle est peut-être endommagée ou vient d’une version plus récente du bot) ; elle a donc été mise de côté pour l’opérateur du bot. Rien d’autre n’a changé : lancez une nouvelle partie ici avec /challenge.
store-changes-lost = Le stockage du bot a été endommagé et a perdu les derniers changements de la partie de ce salon (changements perdus : { $count }) : la partie est revenue à son état d’avant. Vérifiez le plateau avec /board et rejouez ces coups si besoin.
store-failing = Le bot ne peut rien enregistrer pour l’instant (son stockage est en panne, par exemple un disque plein) : cette dernière action a peut-être été conservée, ou non. Le bot redémarre de lui-même dès qu’il peut de nouveau enregistrer : vérifiez alors le plateau avec /board.
game-not-restored = La partie enregistrée dans ce salon n’a pas pu être restaurée : ses coups ne respectent pas les règles (l’enregistrement est peut-être endommagé) ; elle a donc été mise de côté pour l’opérateur du bot. Lancez une nouvelle partie ici avec /challenge.

## Messages de jeu. { $player }, { $white }, { $black }, { $challenger }, { $opponent } sont des
## pseudos, { $move } / { $moves } des coups en notation, { $color } une couleur (color-white /
## color-black), { $variant } le nom d’un jeu, { $time }, { $left }, { $limit }, { $min }, { $max } des durées en toutes lettres.

color-white = Blancs
color-black = Noirs
duration-days = { $n ->
        [one] { $n } jour
       *[other] { $n } jours
    }
duration-hours = { $n ->
        [one] { $n } heure
       *[other] { $n } heures
    }
duration-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
duration-seconds = { $n ->
        [one] { $n } seconde
       *[other] { $n } secondes
    }

challenge-issued = { $challenger } défie { $opponent } à une partie de { $variant }. { $opponent } : cliquez sur Accepter ou Refuser, ou utilisez /accept ou /decline (le défi expire dans { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }).
open-challenge-issued = { $challenger } propose une partie de { $variant } à tout le monde ici : cliquez sur Accepter (ou /accept) pour jouer (le défi expire dans { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }).
challenger-plays = { $player } joue les { $color }.
rule-options = Options de règles : { $options }.
time-per-move = Temps par coup : { $time }.
clocks-line = ⏱ Blancs { $white }{ $white_running ->
    [1] {" ◂"}
   *[other] {""}
    } · Noirs { $black }{ $black_running ->
    [1] {" ◂"}
   *[other] {""}
    }
clock-control = Pendule : { $control } ({ $base } chacun, plus { $increment } s par coup).
game-starts = La partie de { $variant } commence : { $white } joue les Blancs, { $black } les Noirs.
game-starts-bot = La partie de { $variant } contre le bot commence : { $white } joue les Blancs, { $black } les Noirs (niveau du bot { $level }).
player-to-move = Au tour de { $player }.
player-color-to-move = Au tour de { $player } ({ $color }).
player-played = { $player } ({ $color }) a joué { $move }.
color-played = Les { $color } ont joué { $move }.
move-list-line = Coups : { $moves }
move-list-all = { $moves }
move-list-more = { $moves }, et { $more } de plus
challenge-expired-cleared = Le défi avait déjà expiré ; il est effacé.
challenge-declined = { $player } a refusé le défi de { $challenger }.
challenge-withdrawn = { $player } a retiré le défi.
board-header = { $variant } : { $white } (Blancs{ $white_level ->
        [0] {""}
       *[other] , bot niveau { $white_level }
    }) contre { $black } (Noirs{ $black_level ->
        [0] {""}
       *[other] , bot niveau { $black_level }
    }), coup { $move }.
board-time-left = Temps restant pour ce coup : { $time }.
board-time-run-out = Le temps pour ce coup est écoulé : l’adversaire peut réclamer la victoire (/claim).
draw-offered = { $player } propose la nulle. { $opponent } : cliquez sur Accepter la nulle (ou /draw) pour accepter, ou jouez un coup pour refuser.
result-white-wins = { $player } (Blancs) gagne : { $reason }. 1-0
result-black-wins = { $player } (Noirs) gagne : { $reason }. 0-1
result-draw = Partie nulle : { $reason }. 1/2-1/2
confirm-resign = Abandonner cette partie contre { $opponent } ? C’est irréversible.
flipped-board = Le damier du { $side } ({ $player }), pour vous seul.
taken-moves = { $count ->
        [one] { $first }
       *[other] { $first } et { $second }
    }
took-back = { $player } a repris { $moves }.
takeback-accepted = { $player } a accepté la reprise : { $moves } repris.
takeback-asked = { $player } demande à reprendre { $moves }. { $opponent } : cliquez sur Accepter la reprise (ou /takeback) pour accepter, ou sur Refuser la reprise.
takeback-withdrawn = { $player } a retiré sa demande de reprise.
takeback-declined = { $player } a refusé la reprise ; la partie continue.
open-challenge-expired = Le défi ouvert de { $challenger } a expiré sans réponse.
challenge-expired = Le défi de { $challenger } à { $opponent } a expiré sans réponse.
overdue = { $player } n’a pas joué dans le délai de { $limit }. { $opponent } : cliquez sur Réclamer la victoire (ou /claim) pour gagner au temps, ou continuez d’attendre le coup de { $player }.
reminder = Rappel : c’est à vous de jouer ({ $color }) contre { $opponent }, il reste { $left } sur les { $limit } par coup. Ensuite, { $opponent } pourra réclamer la victoire.
side-to-move-chosen = { $player } a choisi d’afficher le damier du côté du joueur au trait.
side-fixed-chosen = { $player } a choisi d’afficher le damier du { $side } jusqu’à la fin de la partie.
side-of-white = côté des Blancs
side-of-black = côté des Noirs
hint = Conseil : { $move } (le moteur au niveau { $level }). Coups légaux : { $legal }.
bot-nothing-to-play = Le bot n’a rien à jouer : la partie est finie ou ce n’est pas son tour.
bot-move-dropped = La partie a changé pendant que le bot réfléchissait ; son coup n’a pas été joué.

## Refus (seule la personne qui a tapé la commande les voit)

refuse-challenge-yourself = Vous ne pouvez pas vous défier vous-même. Nommez un autre joueur.
refuse-time-range = Le temps par coup va de { $min } à { $max }.
refuse-time-unreadable = « { $text } » n’est pas un temps par coup. Écrivez p. ex. 10min, 1h, 1day ou 3days (de { $min } à { $max }).
refuse-time-outside = Le temps par coup va de { $min } à { $max } ; « { $text } » est en dehors.
refuse-challenge-expired = Ce défi a expiré. Lancez-en un nouveau avec /challenge.
refuse-game-in-progress = Une partie est déjà en cours dans ce salon.
refuse-no-challenge-to-accept = Il n’y a aucun défi à accepter dans ce salon.
refuse-own-open-challenge = C’est votre propre défi ouvert : quelqu’un d’autre doit l’accepter (ou /decline pour le retirer).
refuse-only-opponent-accepts = Seul { $player } peut accepter ce défi.
refuse-bot-plays-itself = Le bot ne peut pas jouer contre lui-même.
refuse-open-challenge-not-yours = Seul { $challenger } peut retirer ce défi ouvert ; pour jouer, cliquez sur Accepter (ou /accept).
refuse-only-opponent-declines = Seul { $player } peut refuser ce défi.
refuse-no-challenge-to-decline = Il n’y a aucun défi à refuser dans ce salon.
refuse-not-playing = Vous ne jouez pas dans cette partie ({ $white } contre { $black }).
refuse-bot-thinking = C’est au tour de { $player } ({ $color }) : le bot réfléchit.
refuse-not-your-turn = C’est au tour de { $player } ({ $color }).
refuse-no-game-yet = Pas encore de partie : { $challenger } attend que { $opponent } fasse /accept.
refuse-no-game = Il n’y a pas de partie dans ce salon. Lancez-en une avec /challenge.
refuse-bot-draw = Le bot continue : cette position n’est pas nulle. Continuez à jouer, ou /resign.
refuse-draw-already-offered = Vous avez déjà proposé la nulle ; c’est à { $player } d’accepter.
refuse-move-unreadable = « { $text } » n’est pas un coup : { $reason }.
refuse-move-illegal = { $text } n’est pas légal : { $reason }.
refuse-move-illegal-here = { $text } n’est pas légal ici : { $reason }. Coups légaux : { $legal }.
refuse-move-ambiguous = { $text } est ambigu : cela peut être { $candidates }. Écrivez davantage du trajet.
refuse-channel-has-game = Ce salon a déjà une partie en cours ({ $white } contre { $black }). Terminez-la d’abord, ou jouez dans un autre salon.
refuse-channel-has-challenge = { $challenger } a déjà défié { $opponent } ici ; attendez la réponse ou l’expiration du défi.
refuse-game-not-started = La partie n’a pas commencé : { $challenger } attend que { $opponent } fasse /accept.
refuse-only-players = Seuls les joueurs ({ $white } et { $black }) peuvent faire cela.
refuse-stale-button = Ce bouton vient d’une position antérieure ou d’une partie terminée ; rien n’a été fait. Utilisez /board pour la partie en cours.
refuse-stale-challenge = Ce défi n’est plus ouvert ; rien n’a été fait. Lancez-en un nouveau avec /challenge.
refuse-rematch-bot = Lancez une nouvelle partie contre le bot avec /challenge.
refuse-takeback-nothing = Vous n’avez encore joué aucun coup : il n’y a rien à reprendre.
refuse-takeback-bot-moving = Attendez le coup du bot, puis reprenez.
refuse-takeback-already-asked = Vous avez déjà demandé une reprise ; c’est à { $player } d’accepter.
refuse-no-takeback = Il n’y a aucune demande de reprise à refuser.
refuse-claim-no-limit = Cette partie n’a pas de limite de temps (les parties contre le bot n’en ont pas) : il n’y a pas de victoire au temps à réclamer.
refuse-claim-own-turn = C’est votre tour : il n’y a rien à réclamer. Jouez un coup.
refuse-claim-too-early = { $player } a encore { $left } pour jouer (la limite est de { $limit } par coup) ; ensuite, vous pourrez réclamer la victoire.
refuse-hint-not-bot-game = Les conseils ne sont donnés que dans les parties contre le bot.
refuse-hint-not-player = Seul le joueur de cette partie peut demander un conseil.
refuse-hint-bot-turn = C’est au tour du bot ; redemandez quand ce sera le vôtre.
refuse-hint-no-move = Il n’y a aucun coup légal à proposer.
refuse-side-not-player = Seuls les joueurs de cette partie peuvent choisir comment son damier est affiché.
refuse-nothing-to-export = Il n’y a encore aucune partie à exporter dans ce salon. Lancez-en une avec /challenge.
refuse-nothing-to-replay = Il n’y a encore aucune partie à rejouer dans ce salon. Lancez-en une avec /challenge.
refuse-player-no-games = Ce joueur n’a encore aucune partie terminée.
refuse-channel-no-games = Aucune partie n’est encore terminée dans ce salon. Lancez-en une avec /challenge.
refuse-settings-empty = Indiquez au moins un réglage à modifier (voir /settings pour les réglages actuels).

## Libellés des boutons (Discord : 80 caractères au plus)

button-accept = Accepter
button-decline = Refuser
button-resign = Abandonner
button-confirm-resign = Oui, abandonner
button-draw = Proposer la nulle
button-accept-draw = Accepter la nulle
button-flip = Retourner le damier
button-rematch = Revanche
button-takeback = Reprendre le coup
button-accept-takeback = Accepter la reprise
button-decline-takeback = Refuser la reprise
button-claim-win = Réclamer la victoire
button-open-board = Ouvrir le plateau

## Discord

bot-could-not-move = Le bot n’a pas pu jouer : { internal-error }
internal-error = Un problème est survenu, rien n’a été modifié.
missed-answer = (Réponse précédente qui n’est pas passée :) { $text }
too-fast = Vous envoyez des commandes trop vite — réessayez dans { $when }.
wait-seconds = { $n } s
wait-minutes = { $n } min
refuse-unknown-button = Je ne sais pas lire ce bouton ; rien n’a été fait.
refuse-no-thread-permission = Je n’ai pas pu ouvrir de fil ici (il me faut la permission Créer des fils publics). Réessayez sans thread.
refuse-bot-no-time = Les parties contre le bot n’ont pas de temps par coup : omettez time.
refuse-open-board-here = Le plateau cliquable s’ouvre dans Discord (bouton Ouvrir le plateau ou lanceur d’applications) ; il ne peut pas s’ouvrir ici.
refuse-bot-no-clock = Les parties contre le bot se jouent sans pendule : retirez clock.
refuse-clock-and-time = Choisissez time (un temps par coup) ou clock (une pendule pour la partie), pas les deux.
refuse-clock-outside = La pendule donne à chacun de 1 à { $max_minutes } minutes et ajoute au plus { $max_increment } secondes par coup.
refuse-clock-unreadable = « { $text } » n’est pas une cadence : écrivez minutes + secondes par coup, par exemple { $presets }.
refuse-bot-level = Le niveau du bot va de 1 à { $max } ; { $level } n’en fait pas partie.
refuse-other-bots = Les autres bots ne peuvent pas jouer ; défiez une personne, ou moi pour une partie contre l’ordinateur.
refuse-level-not-bot = Le niveau est la force du bot : ne l’indiquez que lorsque vous me défiez.
refuse-server-only = Cette commande ne fonctionne que sur un serveur.
refuse-not-admin = Seuls les membres ayant la permission Gérer le serveur peuvent modifier les réglages de ce serveur ; rien n’a été modifié.
refuse-role-missing = Indiquez aussi le rôle (l’option role) ; rien n’a été modifié.
refuse-role-to-start = Sur ce serveur, seuls les membres ayant { $role } peuvent lancer des parties.
refuse-a-role-to-start = Sur ce serveur, seuls les membres ayant un certain rôle peuvent lancer des parties.
refuse-unknown-language = « { $code } » n’est pas une de mes langues ({ $codes }, ou default) ; rien n’a été modifié.

console-resuming = Reprise de la partie enregistrée.
console-no-game = Aucune partie en cours ; tapez new.
console-bot-thinking = Le bot réfléchit...
console-help = commandes : <coup> ou move <coup> (p. ex. { $example }), board, moves, hint (contre le bot), draw, resign, new [jeu], rules [jeu], puzzle [jeu] [thème] [numéro] (puis répondez par des coups ; giveup montre la solution), pdn [fichier], games, help, quit
console-game-in-progress = Une partie est en cours ; abandonnez-la d’abord (resign).
console-board-picture = (image du damier : { $path })
board-white-man = ○
board-white-king = ◎
board-black-man = ●
board-black-king = ◉
console-board-legend = { $white_man } pion blanc, { $white_king } dame blanche, { $black_man } pion noir, { $black_king } dame noire.
console-final-position = La position finale de la dernière partie :
console-unknown-variant = jeu inconnu « { $name } » (connus : { $known })
console-unknown-theme = thème inconnu « { $name } » (connus : { $known })
console-record-set-aside = La partie enregistrée n’a pas pu être lue (elle est peut-être endommagée ou vient d’une version plus récente) ; elle a été mise de côté. Rien d’autre n’a changé : tapez new pour commencer une partie.
console-bot-offers-draw = Le bot propose la nulle : cette finale est nulle sans appel. Tapez draw pour accepter, ou continuez à jouer.
console-player = Joueur
console-game-starts = La partie de { $variant } commence, les deux camps au même clavier : chaque coup est joué pour le camp qui a le trait.
console-game-starts-bot-white = La partie de { $variant } contre le bot (niveau { $level }) commence : vous jouez les Blancs.
console-game-starts-bot-black = La partie de { $variant } contre le bot (niveau { $level }) commence : vous jouez les Noirs.
console-board-header = { $variant }, coup { $move }.
console-white-to-move = Les Blancs ont le trait.
console-black-to-move = Les Noirs ont le trait.
console-white-played = Les Blancs ont joué { $move }.
console-black-played = Les Noirs ont joué { $move }.
console-white-wins = Les Blancs gagnent : { $reason }. 1-0
console-black-wins = Les Noirs gagnent : { $reason }. 0-1
console-white-resigned = les Blancs ont abandonné
console-black-resigned = les Noirs ont abandonné
console-white-offers-draw = Les Blancs proposent la nulle. Noirs : tapez draw pour accepter, ou continuez à jouer.
console-black-offers-draw = Les Noirs proposent la nulle. Blancs : tapez draw pour accepter, ou continuez à jouer.
console-draw-offered = { $player } propose la nulle. { $opponent } : tapez draw pour accepter, ou jouez un coup pour refuser.
console-board-legend-towers = { $white_man } pion blanc, { $white_king } dame blanche, { $black_man } pion noir, { $black_king } dame noire (une tour montre ses pièces de haut en bas ; une haute tour les compte : { $white_king }2{ $black_man }6, deux dames blanches sur six pions noirs).
console-unknown-command = commande inconnue « { $word } » ; tapez help pour la liste des commandes.
console-puzzle-open = Un problème est ouvert : { $puzzle }. Les coups y répondent ; board l’affiche, giveup montre la solution (hors classement). La partie attend.
console-puzzle-answer-hint = Répondez par des coups ; un mauvais coup met fin à l’essai. giveup montre la solution (hors classement).
console-puzzle-still-open = Ce problème est encore ouvert : répondez par des coups, ou giveup.
console-no-puzzle = Aucun problème ouvert ; tapez puzzle pour en commencer un.
puzzle-given-up = { $puzzle } abandonné (hors classement).
console-nothing-to-export = Il n’y a encore aucune partie à exporter ; tapez new pour en commencer une.
console-no-finished-games = Aucune partie n’est encore terminée ici.
console-games = Parties terminées, la plus récente d’abord (pdn exporte la plus récente) :
console-pdn-written = PDN écrit dans { $path } ; towers analyze --pdn { $path } l’analyse.
console-file-not-written = Impossible d’écrire { $path } : { $reason }. Donnez un autre chemin, dans un dossier qui existe.
console-picture-not-written = (image du damier non écrite dans { $path } : { $reason } ; relancez avec un autre --png)
console-stored-game = { $variant }, les deux camps à ce clavier
console-stored-bot-game = { $variant } contre le bot (niveau { $level })
console-stored-game-differs = La partie enregistrée continue : { $stored }. { $asked } servira à la partie suivante : abandonnez celle-ci, puis tapez new.
console-prompt = >
console-prompt-puzzle = problème { $puzzle }>
history-player = Dernières parties terminées de { $player } :
history-channel = Dernières parties terminées dans ce salon :

# The bot's draws in dead-drawn endings (engine::draw_sense).
bot-accepts-draw = Le bot accepte la nulle.
bot-offers-draw = Le bot propose la nulle : cette finale est nulle. Appuyez sur le bouton ou utilisez /draw pour accepter, ou continuez à jouer.

## puzzle: /puzzle, /solve, puzzle ratings, the daily puzzle

puzzle-title = Problème pour { $player } : { $variant } n° { $number } (classement du problème { $rating }).
puzzle-title-unrated = Problème pour { $player } : { $variant } n° { $number } (choisi par numéro, hors classement).
puzzle-title-daily = Problème du jour pour { $player } : { $variant } n° { $number } (hors classement).
puzzle-white-material = Les Blancs jouent et gagnent du matériel.
puzzle-black-material = Les Noirs jouent et gagnent du matériel.
puzzle-white-wins = Les Blancs jouent et gagnent.
puzzle-black-wins = Les Noirs jouent et gagnent.
puzzle-white-stop-king = Les Blancs jouent et arrêtent la dame.
puzzle-black-stop-king = Les Noirs jouent et arrêtent la dame.
puzzle-white-hold = Les Blancs jouent et tiennent.
puzzle-black-hold = Les Noirs jouent et tiennent.
puzzle-theme = Thème : { $theme }.
puzzle-theme-capture-choice = un choix de prise (l’autre prise perd)
puzzle-theme-king-ending = une finale de dames
puzzle-theme-defence = une défense
puzzle-theme-shot = un coup (donner, puis prendre plus)
puzzle-theme-breakthrough = une percée à dame
puzzle-theme-quiet-move = un coup tranquille
puzzle-answer-hint = Répondez avec /solve ; un mauvais coup met fin à l’essai.
puzzle-still-open = Vous avez encore ce problème ouvert ici : répondez avec /solve.
puzzle-name = { $variant } n° { $number }
puzzle-right-go-on = { $player } : { $move } est juste. Je réponds { $reply } ; à vous.
puzzle-solved = { $player } résout { $puzzle } : { $line }
puzzle-wrong = { $player } : { $move } n’est pas le bon coup.
puzzle-refutation = Ma réponse : { $line }.
puzzle-solution = La solution de { $puzzle } : { $line }
puzzle-rating-change = Classement aux problèmes { $before } → { $after } ({ $change }).
puzzle-daily = Problème du jour { $date } : { $variant } n° { $number }.
puzzle-daily-hint = Chacun ici peut l’essayer une fois aujourd’hui avec /solve (hors classement).
refuse-no-puzzle = Vous n’avez pas de problème ouvert dans ce salon : commencez-en un avec /puzzle.
refuse-no-puzzles = Il n’y a pas encore de problèmes pour { $variant }.
refuse-no-puzzles-theme = Il n’y a pas de problème de { $variant } sur le thème { $theme }.
refuse-puzzle-number = { $variant } a les problèmes 1 à { $count } ; le n° { $number } n’en fait pas partie.
refuse-puzzle-moved-on = Votre problème a avancé entre-temps ; regardez le dernier damier et réessayez.
cmd-puzzle-description = Un problème de dames à résoudre contre le bot (classé, proche de votre classement).
cmd-puzzle-variant-description = Quel jeu (par défaut le jeu par défaut du serveur)
cmd-puzzle-theme-description = Un thème (par défaut : n’importe lequel)
cmd-puzzle-number-description = Un problème par son numéro dans la série (hors classement)
cmd-solve-description = Jouez votre coup dans votre problème ouvert, p. ex. c3-d4 ou c3:e5:g3.
cmd-solve-move-description = Votre coup, p. ex. c3-d4, ou c3:e5:g3 pour une prise
cmd-configure-daily_puzzle-description = true : un problème du jour dans ce salon ; false : pas de problème du jour

## analyze : /analyze, le jugement du moteur sur une partie

cmd-analyze-description = Analyser coup par coup la partie en cours (ou la dernière) de ce salon, ou une de /games.
cmd-analyze-game-description = Le numéro de la partie tel que /games l’affiche ; par défaut : celle de ce salon
cmd-learn-description = Apprenez le bashni, le lasca et les autres jeux sur le damier, niveau par niveau (privé).
cmd-learn-stage-description = La leçon à commencer (par défaut : là où vous vous êtes arrêté)
cmd-learn-move-description = Votre coup dans la leçon ouverte, par ex. c3-d4 ou c3:e5:g3
analysis-progress = Analyse en cours : { $done } demi-coups sur { $total }…
analysis-heading = **Analyse de la partie { $id }** : { $white } contre { $black }, { $variant }, { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }.
analysis-legend = ?! imprécision, ? erreur, ?? gaffe : le coup a perdu au moins 6, 12 ou 18 points de score attendu (sur 100).
analysis-side = { $color } : { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, perte moyenne { $loss } points.
analysis-move = **{ $number }** { $move } ({ $color }) a perdu { $loss } points — mieux valait { $best } : { $line }
analysis-more = …et { $count ->
        [one] { $count } erreur plus petite non listée
       *[other] { $count } erreurs plus petites non listées
    }.
analysis-swing = Plus grand retournement : { $number } { $move } ({ $loss } points perdus) ; la deuxième image montre la position après ce coup.
analysis-none = Aucune imprécision, erreur ni gaffe.
analysis-graph-white = blancs
analysis-graph-black = noirs
analysis-graph-scale = Chances des blancs, %
analysis-graph-inaccuracy = ?! imprécision
analysis-graph-mistake = ? erreur
analysis-graph-blunder = ?? gaffe
board-legend = Au-dessus du damier : les pions et les dames (couronne) de chaque camp et, dans les jeux de tours, +2 : les prisonniers qu’il tient sous ses tours. Le disque à côté du damier et la barre dorée le long de son bord montrent à qui c’est le tour.
refuse-nothing-to-analyse = Il n’y a encore aucune partie à analyser dans ce salon. Lancez-en une avec /challenge.
refuse-analysis-running = Cette partie est encore en cours : l’analyser maintenant aiderait un joueur contre l’autre. Réessayez quand elle sera terminée (les parties contre moi peuvent être analysées à tout moment).
refuse-analysis-no-such-game = Je n’ai trouvé aucune partie { $id } dans ce salon ni sur ce serveur ; /games affiche les numéros.
refuse-analysis-no-moves = Cette partie n’a encore aucun coup à analyser.

## strings: /stats, /rating, /leaderboard, /settings, thread names, result reasons, captions

stats-none = { $player } n’a encore aucune partie terminée sur ce serveur.
stats-title = Résultats de { $player } sur ce serveur :
stats-line = { $variant } : { $wins }, { $draws }, { $losses }
stats-wins = { $n ->
        [one] { $n } victoire
       *[other] { $n } victoires
    }
stats-draws = { $n ->
        [one] { $n } nulle
       *[other] { $n } nulles
    }
stats-losses = { $n ->
        [one] { $n } défaite
       *[other] { $n } défaites
    }
rating-line = Classement de { $player } ({ $variant }) sur ce serveur : { $rating } après { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    } (n° { $place } sur { $total }).
rating-none = { $player } n’a encore aucune partie classée de { $variant } sur ce serveur (tout le monde commence à 1500 ± 350).
leaderboard-title = Classement { $variant } de ce serveur
leaderboard-heading = Classement { $variant } de ce serveur :
leaderboard-place = { $place }. { $row }
leaderboard-row = { $player } — { $rating } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
leaderboard-empty = Aucune partie classée de { $variant } sur ce serveur pour l’instant.
leaderboard-footer = Classement Glicko-2 ± écart (parties classées)
settings-heading = Réglages du serveur :
settings-default-game = - Jeu par défaut : { $variant }
settings-rated-bot-games = - Parties classées contre le bot : { $on }
settings-threads = - Un fil par partie : { $on }
settings-time-limit = - Temps par défaut : { $limit } par coup
settings-time-limit-default = - Temps par défaut : { $limit } par coup (la valeur par défaut)
settings-starters-everyone = - Qui peut lancer des parties : tout le monde
settings-starters-role = - Qui peut lancer des parties : les membres avec { $role }
settings-language = - Langue : { $language }
settings-on = oui
settings-off = non
settings-saved = Enregistré.
thread-name = { $variant } : { $player } contre { $opponent }
thread-anyone = n’importe qui
thread-opened = { $name } : dans le fil { $thread }.
refuse-options-unreadable = Je n’ai pas pu lire les options de cette commande : { $error }
refuse-command-outdated = Je n’ai pas pu lire cette commande (Discord en affiche peut-être encore une ancienne version).
history-game = { $white } contre { $black } · { $variant } · { $score }, { $reason } · { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }
game-in-progress = en cours
export-finished = { $score }, { $reason }
export-caption = { $white } contre { $black } : { $variant }, { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }, { $state }.
replay-caption = Rejeu : { $white } contre { $black }, { $variant }, { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }, { $state }.
reason-other = { $text }
reason-resigned = { $player } a abandonné
reason-agreement = nulle par accord mutuel
reason-on-time = { $player } n’a pas joué en { $limit }
reason-flag-fell = { $player } a épuisé son temps à la pendule
reason-duration = { $limit }
reason-repetition = triple répétition de la position
reason-no-pieces-white = les Blancs n’ont plus de pions ni de dames
reason-no-pieces-black = les Noirs n’ont plus de pions ni de dames
reason-no-move-white = les Blancs n’ont plus de coup possible
reason-no-move-black = les Noirs n’ont plus de coup possible
reason-kings-only = { $n } coups de chaque camp avec seulement des dames et sans prise
reason-three-against-king = { $n } coups de chaque camp à trois pièces (dont une dame) contre une dame seule
reason-two-against-king = { $n } coups de chaque camp à deux pièces au plus (dont une dame) contre une dame seule
reason-no-capture-or-promotion = { $n } coups de chaque camp sans prise ni promotion
reason-no-man-move-or-capture = { $n } coups de chaque camp sans coup de pion ni prise
reason-no-capture-or-soldier-move = { $n } coups de chaque camp sans prise ni coup de soldat
settings-daily-puzzle = - Problème du jour : { $channel }

## reasons
move-reason-character = caractère inattendu « { $found } » ; écrivez les coups comme { $example }
move-reason-empty = le coup est vide
move-reason-too-many-squares = trop de cases ({ $most } au plus)
move-reason-number-too-large = le numéro de case { $word } est trop grand
move-reason-number-off-board = la case { $number } n’est pas sur ce damier (1-{ $squares })
move-reason-not-a-square = « { $word } » n’est pas une case ; écrivez les coups comme { $example }
move-reason-not-playable = « { $word } » n’est pas une case jouable de ce damier
move-reason-one-square = un coup demande au moins une case de départ et une case d’arrivée, comme { $example }
move-reason-no-piece = il n’y a ni pion ni dame sur { $square }
move-reason-not-yours = la pièce sur { $square } n’est pas aux { $color }
move-reason-capture-goes-on = la rafle doit être menée à son terme : coup légal { $moves }
move-reason-capture-the-most = la prise est obligatoire, et la rafle doit prendre le plus de pièces ({ $most })
move-reason-must-capture = la prise est obligatoire, et cette pièce ne peut pas prendre
move-reason-captures-elsewhere = la prise est obligatoire ; les prises de cette pièce vont ailleurs
move-reason-cannot-move = la pièce sur { $square } ne peut pas bouger
move-reason-occupied = la case { $square } n’est pas libre
move-reason-forward-only = un pion n’avance que vers l’avant
move-reason-cannot-go-there = la pièce sur { $square } ne peut pas aller là
move-reason-game-over = la partie est terminée ({ $outcome })
move-list-or = { $first } ou { $last }
## turn
# The opponent of an open challenge, inside sentences about the challenge.
challenge-anyone = n’importe qui
## rule options (lead)
# A rule option refused: { $option } as typed, { $variant } the game, { $home } the game the option belongs to.
refuse-rule-option-unknown = Il n’y a pas d’option de règle { $option }. Options connues : optional-captures, black-first, white-first, immediate-transfer, end-of-move-transfer.
refuse-rule-option-contradiction = Les options de règle { $first } et { $second } se contredisent.
refuse-rule-option-not-for-variant = Le jeu { $variant } n’a pas d’option de règle { $option } : elle appartient au jeu { $home }.
## Activity
activity-title = towers : le damier
activity-you = (vous)
activity-your-move = À vous de jouer.
activity-watching = Vous regardez la partie : seuls les joueurs peuvent jouer.
activity-no-game = Pas encore de partie dans ce salon. Lancez-en une ci-dessous, ou avec /challenge.
activity-challenge = { $challenger } défie { $opponent } à une partie de { $variant }.
activity-open-challenge = { $challenger } propose une partie de { $variant } à tout le monde ici.
activity-challenge-clock = Pendule : { $clock }.
activity-draw-offered = { $player } propose la nulle.
activity-takeback-asked = { $player } demande à reprendre un coup.
activity-result-white-wins = { $player } (Blancs) gagne. 1-0
activity-result-black-wins = { $player } (Noirs) gagne. 0-1
activity-result-draw = Partie nulle. 1/2-1/2
activity-moves = Coups
activity-choose-route = Deux rafles finissent ici. Quelles pièces prenez-vous ?
activity-route = Prendre { $squares }
activity-cancel = Annuler
activity-tab-game = Partie
activity-tab-learn = Apprendre
activity-learn-stage = Choisir une leçon
activity-learn-stage-stars = { $title } : { $stars } sur { $most } ★
activity-connecting = Connexion…
activity-reconnecting = Connexion perdue ; reconnexion…
activity-sign-in-failed = Discord n’a pas pu vous connecter ({ $reason }). Fermez le damier et rouvrez-le.
activity-error-bad-token = Discord n’a pas confirmé votre identité. Fermez le damier et rouvrez-le.
activity-error-not-in-instance = Vous ne faites pas partie de la session de ce damier. Rouvrez-le depuis le salon.
activity-error-too-large = Le serveur a refusé un message trop long ; reconnexion…
activity-error-too-fast = Trop d’actions à la fois ; reconnexion…
activity-error-bad-message = Le serveur n’a pas compris la page ; reconnexion…
activity-error-discord-unreachable = Discord est injoignable pour confirmer votre identité ; reconnexion…
activity-error-other = Le serveur a fermé la connexion ({ $code }) ; reconnexion…
# The lobby (no game, or after one), review of earlier positions, the board's settings and what a
# screen reader says of a square. { $clock } like 5+3; { $ply } and { $count } numbers; { $square }
# a square's name or number; { $pieces } activity-piece-* joined by commas, top first.
activity-lobby-title = Nouvelle partie
activity-lobby-opponent = Adversaire
activity-lobby-anyone = N’importe qui ici (défi ouvert)
activity-lobby-bot = Le bot
activity-lobby-variant = Jeu
activity-lobby-level = Niveau du bot
activity-lobby-pace = Cadence
activity-lobby-per-move = Temps par coup : { $limit } (celui du serveur)
activity-lobby-clock = Pendule { $clock }
activity-lobby-color = Votre couleur
activity-lobby-challenge = Défier
activity-lobby-play-bot = Jouer contre le bot
activity-new-game = Nouvelle partie
activity-refuse-not-on-board = Ce joueur n’a plus le plateau ouvert : défiez n’importe qui ici, ou quelqu’un qui l’a ouvert.
activity-refuse-roles-unknown = Discord n’a pas pu dire quels rôles vous avez sur ce serveur pour l’instant : aucune partie n’a été lancée. Réessayez dans un moment.
activity-refuse-no-such-move = Cette partie n’a pas ce coup.
activity-refuse-too-many-starts = Vous venez de lancer beaucoup de parties : attendez quelques secondes avant la suivante.
activity-review = Coup { $ply } sur { $count }
activity-reviewing = Une position passée est affichée ; la partie continue.
activity-review-start = Position de départ
activity-review-previous = Coup précédent
activity-review-next = Coup suivant
activity-back-to-live = Retour à la partie
activity-title-your-move = À vous · towers
activity-sound = Sons
activity-animation = Animation
activity-board-label = Plateau : les flèches passent d’une case à l’autre, Entrée ou Espace choisit une pièce et sa case d’arrivée
activity-square-empty = { $square }, vide
activity-square-pieces = { $square }, { $pieces }
activity-piece-light-man = pion blanc
activity-piece-light-king = dame blanche
activity-piece-dark-man = pion noir
activity-piece-dark-king = dame noire
activity-square-can-move = peut jouer
activity-square-must-capture = doit prendre
activity-square-target = jouer ici

## Leçons (`/learn`, `learn` dans la console ; lessons/*.json, docs/lessons.md).

lesson-title = { $stage } : niveau { $level } sur { $levels } ({ $variant })
lesson-budget = { $count ->
    [one] Il reste un coup ;
   *[other] Il reste { $count } coups ;
} trois étoiles en { $three ->
    [one] un coup.
   *[other] { $three } coups.
}
lesson-found = Prises trouvées : { $found } sur { $total }.
lesson-played = Vous avez joué { $move }.
lesson-replied = Réponse ({ $color }) : { $move }.
lesson-solved = Réussi en { $count ->
    [one] un coup
   *[other] { $count } coups
} : { $stars }
lesson-all-done = Vous avez joué tous les niveaux. Rejouez une leçon avec /learn et son nom pour gagner plus d’étoiles.
lesson-failed-budget = Plus de coups, et le but n’est pas atteint.
lesson-failed-lost = L’une de vos pièces a été prise.
lesson-failed-blocked = Vous n’avez plus de coup.
lesson-failed-game-over = Votre adversaire ne peut plus jouer, mais ce n’était pas le but.
lesson-failed-unreachable = Après ce coup, le but ne peut plus être atteint avec les coups restants.
lesson-hint = Indice : { $hint }
lesson-hint-move = Un coup qui marche : { $move }.
lesson-again = Le niveau recommence.
lesson-resumed = Votre leçon, là où vous l’aviez laissée.
lesson-list = Les leçons (tapez /learn et le nom d’une leçon pour la jouer) :
lesson-list-stage = { $title } ({ $name }) : { $stars } étoiles sur { $most }
lesson-moves = Vos coups : { $moves }
lesson-stopped = Leçon fermée ; vos étoiles sont gardées. Tapez /learn pour y revenir.
lesson-choose-move = Choisissez votre coup
lesson-choose-piece = Choisissez la pièce à jouer
lesson-piece-option = { $square } : { $count ->
    [one] un coup
   *[other] { $count } coups
}
lesson-next-button = Niveau suivant
lesson-hint-button = Indice
lesson-more-moves = Il y a plus de coups que le menu n’en contient : tapez /learn move: et votre coup.
lesson-again-button = Réessayer
refuse-lesson-none = Vous n’avez pas de leçon ouverte : tapez /learn pour en commencer une.
refuse-lesson-unknown = Il n’y a pas de leçon nommée { $name }. Les leçons : { $known }.
refuse-lesson-moved-on = Ce niveau a avancé entre-temps : tapez /learn pour le voir.

lesson-men-title = Comment les pions avancent et prennent
lesson-men-explain = Un pion avance d’une case en diagonale. La prise est obligatoire : un pion saute par-dessus une pièce adverse voisine jusqu’à la case vide juste derrière, et continue de sauter tant qu’il le peut. Au Bashni les pions prennent aussi en arrière ; à la Lasca seulement en avant.
lesson-men-1-goal = Menez votre pion de c3 à e5, une case en diagonale à la fois.
lesson-men-1-hint = Passez par d4.
lesson-men-2-goal = Au Bashni un pion prend en avant comme en arrière. Jouez les deux prises du pion de d4.
lesson-men-2-hint = L’une saute e5 vers l’avant, l’autre c3 vers l’arrière.
lesson-men-3-goal = Une prise ne s’arrête pas tant qu’elle peut continuer. Prenez les trois pions noirs en un coup.
lesson-men-3-hint = Sautez d’abord d2, puis continuez.

lesson-choice-title = Bashni : choisissez votre prise
lesson-choice-explain = Au Bashni vous pouvez choisir n’importe quelle prise, courte ou longue, mais vous devez finir celle que vous choisissez. Aucune règle n’oblige à prendre le plus de pièces.
lesson-choice-1-goal = Vous avez une prise courte et une longue, toutes deux permises. Jouez chacune.
lesson-choice-1-hint = Un pion prend une pièce, l’autre en prend deux.
lesson-choice-2-goal = Deux chemins prennent les deux mêmes pions. Choisissez celui qui finit sur une case sûre.
lesson-choice-2-hint = Après la prise, regardez ce que le pion noir de b8 pourrait sauter.

lesson-prisoner-title = Le prisonnier sous le preneur
lesson-prisoner-explain = Au Bashni et à la Lasca une pièce prise ne quitte pas le damier : elle passe sous la pièce qui l’a prise, prisonnière au bas d’une tour (à la Lasca, une colonne). Toute la tour se déplace ensuite d’un bloc.
lesson-prisoner-1-goal = Prenez le pion de d4 et regardez-le passer sous le vôtre.
lesson-prisoner-1-hint = Sautez de c3 par-dessus d4 jusqu’en e5.
lesson-prisoner-2-goal = Votre tour en c3 tient déjà un prisonnier. Prenez encore deux pions en un coup.
lesson-prisoner-2-hint = Sautez d4, puis f6.
lesson-prisoner-3-goal = Sautez la colonne noire de d4. Seul son soldat du dessus est pris : le reste de la colonne demeure.
lesson-prisoner-3-hint = Sautez de c3 en e5.

lesson-commander-title = Le commandant possède la colonne
lesson-commander-explain = La pièce du dessus d’une tour est son commandant : elle décide à qui est la tour et comment elle se déplace. Une tour coiffée d’un pion avance comme un pion, coiffée d’une dame comme une dame, quoi qu’il y ait dessous.
lesson-commander-1-goal = Votre pion commande la tour de d4 sur deux prisonniers noirs. Menez toute la tour en f6.
lesson-commander-1-hint = Allez d’abord en e5.
lesson-commander-2-goal = Un officier commande cette colonne : elle peut donc reculer. Ramenez la colonne en b2.
lesson-commander-2-hint = Reculez d’abord en c3.

lesson-freeing-title = Libérer les prisonniers
lesson-freeing-explain = Quand vous sautez une tour, vous ne prenez que sa pièce du dessus. Si l’une de vos pièces est juste dessous, elle est libérée et commande la tour : la tour est de nouveau à vous.
lesson-freeing-1-goal = Votre pion est prisonnier sous le pion noir de d4. Sautez la tour pour le libérer.
lesson-freeing-1-hint = Sautez de c3 par-dessus d4.
lesson-freeing-2-goal = Deux de vos soldats sont prisonniers en d4. Libérez-les tous les deux d’un seul saut.
lesson-freeing-2-hint = Sautez de c3 en e5.
lesson-freeing-3-goal = Libérez vos deux prisonniers, en d4 et en f6, en un coup.
lesson-freeing-3-hint = Sautez d4, puis f6.

lesson-weak-title = La colonne faible
lesson-weak-explain = Une colonne dont la deuxième pièce appartient à l’adversaire est faible : quand on la saute, la pièce de dessous est libérée et la colonne change de camp.
lesson-weak-1-goal = Deux tours noires peuvent être sautées. Prenez la faible : elle devient vôtre.
lesson-weak-1-hint = La tour de f4 tient l’un de vos pions sous son sommet.
lesson-weak-2-goal = Votre colonne en c3 est faible : si les Noirs la sautent, ils la prennent. Sauvez-la.
lesson-weak-2-hint = Mettez-vous hors de portée, ou gardez la case derrière elle.
lesson-weak-3-goal = Les deux colonnes noires gardent chacune l’un de vos soldats. Sautez la faible, où le vôtre est juste sous le sommet : cette colonne devient vôtre.
lesson-weak-3-hint = En d4, votre soldat est sous deux pièces noires : un seul saut laisserait cette colonne aux Noirs.

lesson-promotion-title = Promu pendant une prise
lesson-promotion-explain = Un pion qui atteint la dernière rangée pendant une prise est promu aussitôt. Au Bashni la nouvelle dame continue de prendre comme dame volante ; à la Lasca le coup s’arrête là.
lesson-promotion-1-goal = Sautez e7 : votre pion devient dame en d8 et, au Bashni, continue de prendre. Prenez les deux pions.
lesson-promotion-1-hint = Depuis d8, descendez la diagonale par-dessus b6.
lesson-promotion-2-goal = Promouvez votre soldat. À la Lasca le nouvel officier s’arrête sur la dernière rangée, même s’il pourrait encore sauter.
lesson-promotion-2-hint = Sautez d6 jusqu’en c7.

lesson-kings-title = Dames volantes et officiers courts
lesson-kings-explain = Au Bashni la dame vole : elle se déplace et prend le long de toute une diagonale, et peut s’arrêter sur n’importe quelle case vide derrière la pièce sautée. À la Lasca l’officier est court : il avance d’une case dans tous les sens et ne saute qu’une pièce voisine.
lesson-kings-1-goal = Votre dame en a1 vole. Prenez le pion de d4 à distance.
lesson-kings-1-hint = Sautez de a1 par-dessus d4 jusqu’en e5.
lesson-kings-2-goal = Votre officier avance d’une case à la fois. Approchez-vous du soldat de d4 et sautez-le.
lesson-kings-2-hint = Allez en b2, puis en c3.
lesson-kings-3-goal = Une dame volante doit s’arrêter là où sa prise peut continuer. Prenez deux pions avec votre dame.
lesson-kings-3-hint = Sautez b2 et arrêtez-vous en c3.
lesson-kings-4-goal = En Bashni, la dame vole le long de toute la diagonale libre, aussi loin qu’elle veut. Placez l’une de vos dames en h8 en un coup.
lesson-kings-4-hint = Une seule diagonale mène à h8 : la grande, depuis a1.

lesson-ending-title = Une finale de tours
lesson-ending-explain = Vous gagnez quand votre adversaire ne peut plus jouer : chaque tour qu’il commandait a été reprise ou bloquée. Libérer vos prisonniers remet vos propres pièces en jeu.
lesson-ending-1-goal = Gagnez : laissez les Noirs sans coup.
lesson-ending-1-hint = Commencez par libérer vos deux pions de f4.
lesson-ending-2-goal = Gagnez avec votre officier et les soldats que vous libérez.
lesson-ending-2-hint = Commencez par libérer vos deux soldats de d2.

lesson-majority-title = La règle de la prise majoritaire
lesson-majority-explain = Aux dames internationales, canadiennes, brésiliennes et kurnik, il faut faire la prise qui prend le plus de pièces ; une dame compte pour une pièce. Entre prises de même longueur, vous choisissez.
lesson-majority-1-goal = Seules les prises qui prennent le plus de pièces sont permises. Jouez chacune d’elles.
lesson-majority-1-hint = Le pion de a5 pourrait prendre une pièce, mais ailleurs on peut en prendre deux.
lesson-majority-2-goal = Sur le damier de 12x12 aussi, la plus longue rafle est obligatoire. Prenez trois pions avec votre dame.
lesson-majority-2-hint = Sautez c3, puis e5.

lesson-flying-title = Les dames russes et brésiliennes
lesson-flying-explain = Aux dames russes et brésiliennes la dame vole le long d’une diagonale, pour se déplacer comme pour prendre. Après un saut elle s’arrête sur n’importe quelle case vide derrière, mais si la prise peut continuer, elle doit s’arrêter sur une case d’où elle continue.
lesson-flying-1-goal = Votre dame volante peut prendre trois pions en un coup. Trouvez le chemin.
lesson-flying-1-hint = Sautez c3 et arrêtez-vous en d4.
lesson-flying-2-goal = Prenez deux pions avec votre dame : arrêtez-vous là où la prise continue.
lesson-flying-2-hint = Sautez b2 et arrêtez-vous en c3.

lesson-english-title = Le pas court de la dame anglaise
lesson-english-explain = Aux dames anglaises une dame avance d’une case en diagonale dans tous les sens et ne saute qu’une pièce voisine. Les pions avancent et prennent seulement en avant, et un pion promu termine son coup.
lesson-english-1-goal = Votre dame saute un voisin à la fois, en arrière aussi. Jouez chacune de ses prises.
lesson-english-1-hint = Trois pions noirs touchent votre dame.
lesson-english-2-goal = Promouvez votre pion. Le coup s’arrête là, même si une dame pourrait continuer à prendre.
lesson-english-2-hint = Sautez e7.

lesson-russian-title = Le coup turc et la promotion en passant
lesson-russian-explain = Aux dames russes, un pion qui atteint la dernière rangée pendant une prise devient dame aussitôt et continue de prendre en dame. Les pièces sautées restent sur le damier jusqu’à la fin du coup (le coup turc) : elles barrent le chemin et ne peuvent pas être sautées deux fois.
lesson-russian-1-goal = Sautez e7 : votre pion devient dame en d8 et continue en dame. Prenez les deux pions.
lesson-russian-1-hint = Depuis d8, volez par-dessus b6.
lesson-russian-2-goal = Jouez les deux prises du pion de a5. Promue en a1, la nouvelle dame doit s’arrêter : le pion sauté en b2 barre encore la diagonale.
lesson-russian-2-hint = Une prise finit en e5, l’autre en a1.

# Tournaments (service/tournament/): see the English catalogue for the arguments.
reason-round-deadline = l'échéance de la ronde du tournoi est arrivée avant la fin de la partie
tournament-created = { $director } ouvre le tournoi { $name } ({ $variant }, rondes : { $rounds }, { $round } par ronde), début { $start }. Appuyez sur Rejoindre pour jouer (tournoi { $id }).
tournament-created-robin = { $director } ouvre le tournoi toutes rondes { $name } ({ $variant }, chacun rencontre tous les autres, { $round } par ronde), début { $start }. Appuyez sur Rejoindre pour jouer (tournoi { $id }).
tournament-deadline = { $date } ({ $relative })
tournament-joined = { $player } a rejoint { $name } (joueurs inscrits : { $players }).
tournament-joined-late = { $player } arrive en retard et sera apparié à partir de la ronde { $round }, avec un bye d'un demi-point pour la ronde précédente.
tournament-rejoined = { $player } est de retour et sera de nouveau apparié à partir de la ronde { $round }.
tournament-left = { $player } a quitté { $name }.
tournament-withdrawn = { $player } est retiré : plus apparié à partir de la prochaine ronde (il peut revenir).
tournament-forbidden = { $a } et { $b } ne seront pas appariés ensemble.
tournament-bye-requested = { $player } ne sera pas apparié à la ronde { $round } et reçoit un bye d'un demi-point.
tournament-paused = { $name } est en pause : l'échéance de la ronde est arrêtée.
tournament-resumed = { $name } reprend. L'échéance de la ronde est maintenant { $deadline }.
tournament-result-set = Ronde { $round }, table { $board } : { $result }
tournament-game-deadline = L'échéance de la ronde est arrivée : { $result }
tournament-adjudicated = (adjugée)
tournament-game-adjudicated = L'échéance de la ronde est arrivée et la partie est adjugée : { $result }
tournament-adjudicated-boards = Parties adjugées à l'échéance, tables : { $boards }
tournament-reminder = { $player }, votre partie de tournoi attend votre coup : il reste { $left } dans cette ronde.
tournament-cancelled = { $name } est annulé : moins de deux joueurs se sont inscrits.
tournament-stopped-early = Aucun appariement valide ne restait pour une autre ronde : le tournoi s'arrête ici.
tournament-no-round = { $name } n'a encore aucune ronde appariée.
tournament-round-paired = Ronde { $round } sur { $rounds } de { $name }. Échéance : { $deadline }.
tournament-pairing = Table { $board } : { $white } (Blancs) – { $black } (Noirs).
tournament-opening = Ouverture : { $moves }.
tournament-bye = Exempt (les points d'une victoire) : { $player }.
tournament-round-over = La ronde { $round } de { $name } est terminée. En tête : { $top }
tournament-finished = { $name } est terminé. Le podium :
tournament-podium = { $rank }. { $player } (points : { $points })
tournament-standings-title = { $name } après la ronde { $rounds } (départages : { $tiebreaks }) :
tournament-standings-row = { $rank }. { $player }, points : { $points } ({ $tiebreaks }) ; gagnées { $wins }, nulles { $draws }, perdues { $losses }
tournament-result-white = Les Blancs ont gagné.
tournament-result-black = Les Noirs ont gagné.
tournament-result-draw = Partie nulle.
tournament-result-white-forfeits = Les Blancs n'ont pas joué : les Noirs gagnent par forfait.
tournament-result-black-forfeits = Les Noirs n'ont pas joué : les Blancs gagnent par forfait.
tournament-result-double-forfeit = Aucun des deux n'a joué : double forfait, les deux perdent.
refuse-tournament-unknown = Il n'y a pas de tournoi { $id }.
refuse-tournament-rounds = Un système suisse a de 1 à { $max } rondes.
refuse-tournament-entry-limit = La limite d'inscriptions va de 2 à { $max } joueurs.
refuse-tournament-round-length = Une ronde dure de { $min } à { $max }.
refuse-tournament-start = Le début doit se situer entre maintenant et dans { $max }.
refuse-tournament-tiebreaks = « { $text } » n'est pas une liste de départages. Choisissez parmi : { $names }.
refuse-tournament-name = Le nom d'un tournoi tient en { $max } caractères au plus, sur une ligne.
refuse-tournament-too-many = Ce serveur a déjà { $max } tournois en cours.
refuse-tournament-not-director = Seul le directeur du tournoi, { $director }, peut faire cela.
refuse-tournament-finished = { $name } est terminé.
refuse-tournament-not-entered = { $player } ne joue pas dans ce tournoi.
refuse-tournament-already-entered = Vous jouez déjà dans { $name }.
refuse-tournament-full = Le tournoi est complet ({ $max } joueurs).
refuse-tournament-late = Trop tard pour s'inscrire : la moitié des rondes a été appariée.
refuse-tournament-forbid-self = Nommez deux joueurs différents.
refuse-tournament-bye-round = Un bye ne se demande que pour une ronde à venir d'un système suisse.
refuse-tournament-no-board = Il n'y a pas de telle table en attente dans la ronde en cours.
refuse-tournament-started = Le tournoi a déjà commencé.
refuse-tournament-not-running = Le tournoi n'est pas en cours.

# /tournament: the command, its subcommands and options (Discord: at most 100 characters each).
cmd-tournament-description = Tournois sur ce serveur : système suisse ou toutes rondes, parties sur plusieurs jours.
cmd-tournament-create-description = Ouvrir un tournoi dans ce salon, avec son propre fil.
cmd-tournament-create-variant-description = Le jeu joué
cmd-tournament-create-format-description = Suisse (par défaut) ou toutes rondes (jusqu'à 10 joueurs)
cmd-tournament-create-rounds-description = Rondes du suisse (5 par défaut)
cmd-tournament-create-time-description = Temps par coup, p. ex. 1day ou 12h (1 jour par défaut)
cmd-tournament-create-clock-description = Des pendules au lieu d'un temps par coup, p. ex. 5+3
cmd-tournament-create-round_days-description = Jours entre l'appariement d'une ronde et son échéance (7 par défaut)
cmd-tournament-create-start_hours-description = Heures d'ici la première ronde (24 par défaut)
cmd-tournament-create-rated-description = Si les parties comptent pour le classement (oui par défaut)
cmd-tournament-create-tiebreaks-description = Départages dans l'ordre, p. ex. solkoff-cut1,solkoff,sb,wins,direct
cmd-tournament-create-entry_limit-description = Le nombre maximal de joueurs (64 par défaut)
cmd-tournament-create-half_points-description = Afficher les points en 1-½-0 au lieu de 2-1-0
cmd-tournament-create-at_deadline-description = Partie inachevée à l'échéance : arbitrée (par défaut) ou nulle
cmd-tournament-create-micro_match-description = Deux parties par appariement, couleurs inversées, sur une ouverture tirée au sort (non par défaut)
cmd-tournament-create-name-description = Le nom du tournoi
cmd-tournament-join-description = Rejoindre un tournoi.
cmd-tournament-join-id-description = Le numéro du tournoi
cmd-tournament-leave-description = Quitter un tournoi (une fois commencé : se retirer).
cmd-tournament-leave-id-description = Le numéro du tournoi
cmd-tournament-standings-description = Le classement d'un tournoi.
cmd-tournament-standings-id-description = Le numéro du tournoi
cmd-tournament-standings-page-description = Quelle page du tableau (1 par défaut)
cmd-tournament-pairings-description = Les appariements d'une ronde.
cmd-tournament-pairings-id-description = Le numéro du tournoi
cmd-tournament-pairings-round-description = Quelle ronde (par défaut : la ronde en cours)
cmd-tournament-export-description = Le tournoi en fichier TRF et le PDN de ses parties.
cmd-tournament-export-id-description = Le numéro du tournoi
cmd-tournament-start-description = Commencer le tournoi maintenant (directeur).
cmd-tournament-start-id-description = Le numéro du tournoi
cmd-tournament-pause-description = Mettre le tournoi en pause : l'échéance de la ronde s'arrête (directeur).
cmd-tournament-pause-id-description = Le numéro du tournoi
cmd-tournament-resume-description = Reprendre un tournoi en pause (directeur).
cmd-tournament-resume-id-description = Le numéro du tournoi
cmd-tournament-withdraw-description = Retirer un joueur des rondes suivantes (directeur).
cmd-tournament-withdraw-id-description = Le numéro du tournoi
cmd-tournament-withdraw-player-description = Le joueur retiré
cmd-tournament-forbid-description = Ne jamais apparier deux joueurs ensemble (directeur).
cmd-tournament-forbid-id-description = Le numéro du tournoi
cmd-tournament-forbid-first-description = Un joueur
cmd-tournament-forbid-second-description = L'autre joueur
cmd-tournament-result-description = Fixer le résultat d'une table (directeur).
cmd-tournament-result-id-description = Le numéro du tournoi
cmd-tournament-result-round-description = La ronde
cmd-tournament-result-board-description = La table, numérotée comme dans les appariements
cmd-tournament-result-outcome-description = Le résultat
choice-swiss = suisse
choice-round-robin = toutes rondes
choice-adjudicated = arbitrée
choice-draw = nulle
choice-white-wins = les Blancs gagnent
choice-black-wins = les Noirs gagnent
choice-white-forfeits = forfait des Blancs
choice-black-forfeits = forfait des Noirs
choice-double-forfeit = double forfait
button-join-tournament = Rejoindre
button-leave-tournament = Quitter
tournament-started = Le tournoi commence maintenant.
tournament-opened = { $name } est ouvert dans { $thread }.
tournament-no-event = (Pas d'événement au calendrier : le bot n'a pas le droit de gérer les événements de ce serveur.)
tournament-event-location = Dans le fil du tournoi sur ce serveur
tournament-thread-name = Ronde { $round }, table { $board } : { $white } – { $black }
tournament-picture-title = { $name } : classement après la ronde { $rounds }
tournament-podium-title = { $name } : le podium
tournament-column-rank = #
tournament-column-name = Joueur
tournament-column-points = Points
tournament-column-record = G-N-P
tournament-column-solkoff-cut1 = Solk. −1
tournament-column-solkoff = Solkoff
tournament-column-sb = SB
tournament-column-wins = Victoires
tournament-column-direct = Direct
cmd-tournament-why-description = Pourquoi un joueur a été apparié ainsi à la dernière ronde.
cmd-tournament-why-id-description = Le numéro du tournoi
cmd-tournament-why-player-description = Le joueur dont l'appariement est expliqué
tournament-why-none = { $name } n'a encore aucune ronde appariée.
tournament-why-criterion = { $decided ->
    [float] Son flottement a été décidé par
    [bye] L'exemption a été décidée par
   *[pair] Cet appariement a été décidé par
} { $criterion ->
    [none] l'absence de choix : aucun autre appariement ne respecte les critères absolus (pas de revanche, une seule exemption par joueur, couleurs) tout en appariant le reste de la ronde.
    [bye] la règle de l'exemption : elle va au score le plus bas qui peut la recevoir.
    [c5] C5 : le moins possible de flotteurs descendants.
    [c6] C6 : les plus petites différences de score des paires.
    [c7] C7 : les flotteurs descendants qui permettent le meilleur appariement du groupe de score suivant.
    [c8] C8 : le moins de joueurs de tête dont l'écart de couleurs dépasse deux.
    [c9] C9 : le moins de joueurs de tête avec la même couleur trois fois de suite.
    [c10] C10 : le moins de préférences de couleur non satisfaites.
    [c11] C11 : le moins de fortes préférences de couleur non satisfaites.
    [c12] C12 : le moins de joueurs qui descendent comme à la ronde précédente.
    [c13] C13 : le moins de joueurs qui montent comme à la ronde précédente.
    [c14] C14 : le moins de joueurs qui descendent comme deux rondes plus tôt.
    [c15] C15 : le moins de joueurs qui montent comme deux rondes plus tôt.
    [c16] C16 : les plus petites différences de score des joueurs qui descendent comme à la ronde précédente.
    [c17] C17 : les plus petites différences de score des joueurs qui montent comme à la ronde précédente.
    [c18] C18 : les plus petites différences de score des joueurs qui descendent comme deux rondes plus tôt.
    [c19] C19 : les plus petites différences de score des joueurs qui montent comme deux rondes plus tôt.
    [unplayed] la règle de l'exemption : parmi les scores les plus bas, un joueur qui a joué toutes les rondes jusqu'ici.
   *[order] aucun critère : tous les autres appariements étaient aussi bons, c'est donc l'ordre des candidats de l'article 4 qui l'a choisi (la moitié haute contre la moitié basse, puis les changements les moins nombreux et les plus petits).
}
tournament-why-bye = Ronde { $round } de { $name } : { $player } (points : { $points }) a eu l'exempt attribué par l'appariement. Avec un nombre impair de joueurs, l'un est exempt : un joueur du groupe de score le plus bas qui n'a pas encore été exempt, le moins bien classé d'abord.
tournament-why-absent = Ronde { $round } de { $name } : { $player } n'a pas été apparié ({ $reason ->
    [bye] il avait demandé une exemption pour cette ronde
    [late] il s'est inscrit après l'appariement
   *[withdrawn] il a été retiré
}).
tournament-why-robin = Ronde { $round } de { $name } : { $player } a rencontré { $opponent } selon la table de Berger du tournoi toutes rondes.
tournament-why-paired = Ronde { $round } de { $name } : { $player } (points : { $points }) a rencontré { $opponent } (points : { $opponent_points }) { $float ->
    [down] en flottant vers le bas : son groupe de score ne pouvait pas être apparié en lui-même, il a donc rencontré un joueur d'un score inférieur.
    [up] en flottant vers le haut : un joueur d'un groupe de score supérieur est descendu vers lui.
   *[none] dans son groupe de score.
}
tournament-why-colour = Couleur : { $colour ->
    [white] les Blancs
   *[black] les Noirs
} ; { $preference ->
    [none] aucune partie jouée avant, donc aucune préférence : la couleur vient de la place du joueur le mieux classé.
    [granted] elle respecte sa préférence de couleur { $strength ->
        [absolute] absolue
        [strong] forte
       *[mild] faible
    }.
   *[denied] elle va contre sa préférence de couleur { $strength ->
        [absolute] absolue
        [strong] forte
       *[mild] faible
    } : celle de l'adversaire était plus forte, ou l'adversaire était mieux classé.
}

# L’onglet Tournois de l’Activity (docs/activity.md). { $date } est une date et une heure au
# format du lecteur, { $time } une durée (duration-*), { $left } activity-event-left ou -passed.
activity-tab-events = Tournois
activity-events-title = Tournois de ce serveur
activity-events-none = Aucun tournoi n’est ouvert sur ce serveur. /tournament create en ouvre un.
activity-events-all = Tous les tournois
activity-event-stage-enrolling = Inscriptions ouvertes
activity-event-stage-running = Ronde { $round } sur { $rounds }
activity-event-stage-paused = En pause à la ronde { $round } sur { $rounds }
activity-event-stage-finished = Terminé
activity-event-kind-arena = Arène
activity-event-players = Joueurs : { $players }
activity-event-starts = Début { $date } ({ $left })
activity-event-deadline = Échéance : { $date } ({ $left })
activity-event-left = reste { $time }
activity-event-passed = passée
activity-event-pairings = Appariements de la ronde { $round }
activity-event-standings = Classement
activity-event-no-standings = Le classement commence avec la première ronde.
activity-event-entrants = Inscrits : { $players }
activity-event-board = Table { $board }
activity-event-open-game = Ouvrir ma partie
activity-event-bye = Exempt : { $player }
activity-event-home = Revenir à ce salon
activity-refuse-no-tournament-game = Vous n’avez pas (encore) de partie ouverte dans cette ronde du tournoi.
tournament-column-fire = En feu
tournament-column-games = Parties
activity-event-stage-live = En cours
activity-event-ends = Fin { $date } ({ $left })
activity-event-games-now = Parties en cours

# L'arène : un événement chronométré à la pendule (service::arena, /arena).
arena-created = { $director } ouvre l'arène { $name } ({ $variant }, pendules { $clock }, { $minutes } minutes, { $rated ->
    [1] classée
   *[other] non classée
    }), début { $start }. Appuyez sur Rejoindre pour jouer ; vous êtes apparié dès qu'un autre joueur est libre (arène { $id }).
arena-joined = { $player } a rejoint l'arène (joueurs : { $players }).
arena-rejoined = { $player } est de retour et prêt à être apparié.
arena-paused = { $player } fait une pause : plus apparié jusqu'à son retour.
arena-berserk = { $player } passe en berserk : moitié du temps, sans incrément, un point de plus pour une victoire d'au moins 7 coups.
arena-started = L'arène { $name } commence maintenant et se termine { $end } ({ $relative }).
arena-pairing = { $name } : { $white } (Blancs) joue contre { $black } (Noirs).
arena-over = L'arène { $name } est terminée ({ $players } joueurs). Les parties encore en cours ne comptent pas.
arena-standing-line = { $rank }. { $player } : { $points } { $points ->
    [one] point
   *[other] points
    }{ $fire ->
    [1] {" 🔥"}
   *[other] {""}
    }
arena-podium = Le podium de { $name } : { $players }
arena-picture-title = { $name } : classement
arena-column-performance = Perf.
arena-thread-name = Arène : { $white } – { $black }
arena-opened = { $name } est ouverte dans { $thread }.
refuse-arena-unknown = Il n'y a pas d'arène { $id }.
refuse-arena-clock = La pendule d'une arène est l'un des préréglages : { $presets }.
refuse-arena-minutes = Une arène dure de { $min } à { $max } minutes.
refuse-arena-start = Le début doit se situer entre maintenant et dans { $max }.
refuse-arena-too-many = Ce serveur a déjà { $max } arènes non terminées.
refuse-arena-not-director = Seul le directeur de l'arène peut faire cela.
refuse-arena-finished = Cette arène est terminée.
refuse-arena-already-in = Vous êtes déjà dans cette arène, prêt à être apparié.
refuse-arena-full = L'arène est complète ({ $max } joueurs).
refuse-arena-not-ready = Vous n'êtes pas prêt dans cette arène (rejoignez-la d'abord).
refuse-arena-no-game = Vous n'avez aucune partie de cette arène en cours.
refuse-arena-berserk-again = Vous êtes déjà passé en berserk dans cette partie.
refuse-arena-berserk-late = Le berserk n'est possible qu'avant votre premier coup.
refuse-arena-none-here = Il n'y a pas d'arène dans ce salon ; indiquez son numéro.
cmd-arena-description = Arènes : des événements à la pendule, appariés dès que deux joueurs sont libres.
cmd-arena-create-description = Ouvrir une arène dans ce salon, avec son propre fil.
cmd-arena-create-variant-description = Le jeu joué
cmd-arena-create-clock-description = Les pendules de chaque partie (par défaut 3+2)
cmd-arena-create-minutes-description = La durée de l'arène, en minutes (par défaut 60)
cmd-arena-create-start_minutes-description = Minutes d'ici au début (par défaut 5)
cmd-arena-create-rated-description = Si les parties comptent pour le classement (par défaut oui)
cmd-arena-join-description = Rejoindre une arène, ou revenir après une pause.
cmd-arena-join-id-description = Le numéro de l'arène (par défaut : celle de ce salon)
cmd-arena-pause-description = Pause : plus apparié jusqu'à votre retour.
cmd-arena-pause-id-description = Le numéro de l'arène (par défaut : celle de ce salon)
cmd-arena-berserk-description = Berserk : moitié de votre temps, sans incrément, un point de plus en cas de victoire.
cmd-arena-berserk-id-description = Le numéro de l'arène (par défaut : celle de ce salon)
cmd-arena-standings-description = Le classement d'une arène.
cmd-arena-standings-id-description = Le numéro de l'arène (par défaut : celle de ce salon)

### towers message catalogue: English, the source language and the fallback.
### Every message here must exist in every other locales/<code>/towers.ftl (a test checks).
### Discord markdown; a line of a multi-line message must not start with [, * or . (Fluent).

## Game names (option choices of /challenge, /rules, ...; titles of the /rules answers)

variant-bashni = Bashni
variant-lasca = Lasca
variant-russian = Russian draughts
variant-brazilian = Brazilian draughts
variant-kurnik = Polish draughts 8×8 (kurnik)
variant-international = International draughts 10×10
variant-canadian = Canadian draughts
variant-english = English draughts

## /help

help-text = **towers**: draughts on Discord — Bashni, Lasca and six more games.
    __**Play**__
    • `/challenge` someone, me (the bot), or nobody (anyone here may accept); they answer with `/accept` or `/decline`.
    • `/move` plays a move (Discord suggests the legal ones as you type); `/board` shows the board; `/side` turns it.
    • `/resign`, `/draw` (offer or accept), `/takeback` (undo your last move, if your opponent agrees), `/claim` (the win when your opponent is out of time), `/hint` (games against the bot).
    __**Games and players**__
    • `/pdn` exports the game, `/replay` animates it, `/games` lists finished games.
    • `/rating`, `/leaderboard`, `/stats`: ratings and results on this server.
    • `/analyze` reviews a finished game (or one against me) move by move; `/puzzle` gives you a puzzle to answer with `/solve`.
    • `/learn` teaches Bashni, Lasca and the other games on the board, level by level (only you see it).
    • `/settings` shows this server's settings; `/configure` changes them (Manage Server).
    • `/tournament create` opens a Swiss or round robin here, its games played over days; players press Join.
    • `/arena create` opens an arena on live clocks: players are paired as soon as two are free.
    • `/{ cmd-rules-name }` explains a game's rules.
    __**Moves**__
    • Bashni, Russian: `c3-d4`; a capture lists every landing square: `c3:e5:g3`.
    • Lasca, Brazilian, Polish (kurnik): `c3-d4`; captures with `x`: `c3xe5xg7`.
    • International, Canadian, English: square numbers, `11-15`; captures with `x`: `26x17`.

## Other option choices (labels of /challenge color and rules, /side, /configure who_starts)

choice-white = white
choice-black = black
choice-random = random
choice-player-to-move = player to move
choice-everyone = everyone
choice-role = role
choice-kurnik-captures-optional = kurnik: captures optional
choice-lasca-black-moves-first = Lasca: Black moves first
choice-bashni-immediate-prisoner-transfer = Bashni: immediate prisoner transfer
choice-shot = shot
choice-breakthrough = breakthrough
choice-king-ending = king ending
choice-capture-choice = capture choice
choice-defence = defence
choice-quiet-move = quiet move
choice-1-0 = 1+0
choice-3-2 = 3+2
choice-5-3 = 5+3
choice-10-5 = 10+5
choice-15-10 = 15+10

## Command names and descriptions (Discord's localizations; the English ones are the
## commands' own, repeated here for translators). Names only where a translation is natural.

cmd-help-name = help
cmd-help-description = What I can do and how to type moves (only you see the answer).
cmd-rules-name = rules
cmd-rules-description = Explain a game's rules (only you see the answer).
cmd-rules-variant-name = variant
cmd-rules-variant-description = Which game (default Bashni)
cmd-challenge-description = Challenge someone (or me, the bot) to a game in this channel.
cmd-challenge-opponent-description = Who to play: a person, me (the bot), or leave empty to let anyone here accept
cmd-challenge-variant-description = Which game (default Bashni, or the server's default game)
cmd-challenge-level-description = The bot's strength, 1 (beginner) to 6 (default 3); games against the bot only
cmd-challenge-color-description = Your colour (default white)
cmd-challenge-rules-description = A rule option of the chosen game (default: the rule book's rules)
cmd-challenge-time-description = Time per move, e.g. 10min, 1h, 1day (default 3days; not against the bot)
cmd-challenge-clock-description = Clocks for the game: minutes each + seconds added per move (not with time, not against the bot)
cmd-challenge-thread-description = Play in a new thread of this channel, to keep the channel quiet
cmd-accept-description = Accept the challenge waiting for you in this channel.
cmd-decline-description = Decline a challenge to you (or withdraw your own).
cmd-move-description = Play a move in this channel's game, e.g. c3-d4 or c3:e5:g3.
cmd-move-notation-description = The move, e.g. c3-d4, or c3:e5:g3 for captures
cmd-board-description = Show this channel's board.
cmd-resign-description = Resign this channel's game.
cmd-draw-description = Offer a draw, or accept your opponent's offer.
cmd-hint-description = Ask the engine for a move suggestion (games against the bot; only you see it).
cmd-pdn-description = Export this channel's current (or last) game as a PDN file.
cmd-takeback-description = Take back your last move: asks your opponent (or agrees to their request); the bot agrees.
cmd-claim-description = Claim the win when your opponent has not moved within the game's time per move.
cmd-rating-description = A player's rating on this server (Glicko-2).
cmd-rating-player-description = Whose rating (default: yours)
cmd-rating-variant-description = Which game (default: the server's default game)
cmd-leaderboard-description = The ten best rated players of this server.
cmd-leaderboard-variant-description = Which game (default: the server's default game)
cmd-stats-description = A player's wins, draws and losses per game on this server.
cmd-stats-player-description = Whose results (default: yours)
cmd-settings-description = Show this server's settings (only you see the answer).
cmd-configure-description = Change this server's settings (Manage Server permission needed).
cmd-configure-default_variant-description = The game /challenge starts when none is named
cmd-configure-rated_bot_games-description = Whether games against the bot count for ratings
cmd-configure-threads-description = Whether each game gets its own thread
cmd-configure-time_limit-description = Default time per move, e.g. 10min, 1h, 1day; "default" for 3 days
cmd-configure-who_starts-description = Who may start games
cmd-configure-role-description = The role allowed to start games (with who_starts: role)
cmd-configure-language-description = The language of public messages, e.g. en, pl, ru; "default" for Discord's
cmd-replay-description = Replay this channel's current (or last) game as an animated picture.
cmd-games-description = List the last finished games of this channel, or of a player.
cmd-games-player-description = Whose games (in any channel); default: this channel's
cmd-side-description = Choose the side this game's board is shown from (players only).
cmd-side-side-description = Whose side is at the bottom of the board

## /rules answers: a few lines each, under Discord's 2000 characters, opening with the game's
## name in bold. Translate the content; the rules as towers plays them are docs/rules.md.

# Source: docs/rules.md#common-ground, #bashni and #towers.
rules-bashni = **{ variant-bashni }** (tower draughts, Russian rules with towers)
    • Board 8x8, dark squares only. 12 men each on the three nearest rows. White moves first.
    • A man steps one square diagonally forward. It captures by jumping an enemy piece next to it, forward or backward, onto the empty square beyond, and keeps jumping while it can.
    • A king flies: any distance along a free diagonal, and captures from a distance, landing on any free square beyond the piece it jumps.
    • Capturing is compulsory. With several captures you may choose any one, but you must finish it; if a king can land where the capture goes on, it must land there.
    • Towers: a captured piece is not removed. Only the top piece of the jumped tower is taken and goes under the bottom of your tower; the rest stays on its square. A tower belongs to whoever owns its top piece, moves as one unit, and moves like its top piece. A tower is never jumped twice in one move.
    • A man reaching the far row becomes a king at once (only the top piece). If it can capture on, it goes on as a king in the same move. A captured king stays a king and acts again when freed.
    • You lose when you cannot move: you command no tower, or all your towers are blocked.
    • Draw: threefold repetition, or 15 moves each with no capture and no promotion.
    • Type moves as `c3-d4`; captures list every landing square: `c3:e5:g3`.

# Source: docs/rules.md#common-ground, #lasca (Lasker 1911) and #towers (columns).
rules-lasca = **{ variant-lasca }** (Lasker's column draughts)
    • Board 7x7; play on the 25 squares of the corner colour. 11 soldiers (men) each on the three nearest rows; the middle row starts empty. White moves first.
    • A soldier steps one square diagonally forward and captures **forward only**, by jumping an enemy piece next to it onto the empty square beyond; it keeps jumping while it can.
    • An officer (king) moves **one square** diagonally in any direction and captures by a short jump forward or backward.
    • Capturing is compulsory. With several captures you may choose any one, but you must finish it.
    • Columns: a captured piece is not removed. Only the top piece of the jumped column is taken and goes under the bottom of your column; the rest stays on its square. A column belongs to whoever owns its top piece, moves as one unit, and moves like its top piece. A column is never jumped twice in one move.
    • Promotion: a soldier reaching the far row becomes an officer (only the top piece) and **the move ends there**. A captured officer stays an officer and acts again when freed.
    • You lose when you cannot move: you command no column, or all your columns are blocked.
    • Draw: threefold repetition, or 40 moves each without a capture or a soldier's move.
    • Type moves as `c3-d4`; captures with `x` and every landing square: `b2xd4`, `d2xb4xd6`.

# Source: docs/rules.md#common-ground and #russian.
rules-russian = **{ variant-russian }** (shashki)
    • Board 8x8, dark squares only. 12 men each on the three nearest rows. White moves first.
    • A man steps one square diagonally forward. It captures by jumping an enemy piece next to it, forward or backward, onto the empty square beyond, and keeps jumping while it can.
    • A king flies: any distance along a free diagonal, and captures from a distance, landing on any free square beyond the piece it jumps.
    • Capturing is compulsory. With several captures you may choose any one (no need to take the most), but you must finish it; if a king can land where the capture goes on, it must land there.
    • Captured pieces are lifted only when the move ends, and no piece can be jumped twice.
    • Promotion: a man reaching the far row becomes a king at once; if it can capture on, it goes on as a king in the same move.
    • You lose when you cannot move: no pieces left, or all blocked.
    • Draw: threefold repetition, or 15 moves each with only kings moving and no capture.
    • Type moves as `c3-d4`; captures list every landing square: `c3:e5:g3`.

# Source: docs/rules.md#common-ground and #brazilian (CBD draw rule).
rules-brazilian = **{ variant-brazilian }** (international rules on 8x8)
    • Board 8x8, dark squares only. 12 men each on the three nearest rows. White moves first.
    • A man steps one square diagonally forward. It captures by jumping an enemy piece next to it, forward or backward, onto the empty square beyond, and keeps jumping while it can.
    • A king flies: any distance along a free diagonal, and captures from a distance, landing on any free square beyond the piece it jumps.
    • Capturing is compulsory, and you must take the most pieces possible (kings count the same as men); between equal captures you choose. You must finish the capture.
    • Captured pieces are lifted only when the move ends, and no piece can be jumped twice.
    • Promotion: a man becomes a king only if its move ends on the far row. Passing the far row during a capture, it stays a man and captures on.
    • You lose when you cannot move: no pieces left, or all blocked.
    • Draw: threefold repetition, or 20 moves each with only kings moving and no capture.
    • Type moves as `c3-d4`; captures with `x` and every landing square: `c3xe5xg7`.

# Source: docs/rules.md#common-ground and #kurnik (classic Polish 8x8 draughts as played on kurnik.pl).
rules-kurnik = **{ variant-kurnik }**: international rules on 8x8, as played on kurnik.pl
    • Board 8x8, dark squares only. 12 men each on the three nearest rows. White moves first.
    • A man steps one square diagonally forward. It captures by jumping an enemy piece next to it, forward or backward, onto the empty square beyond, and keeps jumping while it can.
    • A king flies: any distance along a free diagonal, and captures from a distance, landing on any free square beyond the piece it jumps.
    • Capturing is compulsory, and you must take the most pieces possible (kings count the same as men); between equal captures you choose. You must finish the capture.
    • Captured pieces are lifted only when the move ends, and no piece can be jumped twice.
    • Promotion: a man becomes a king only if its move ends on the far row. Passing the far row during a capture, it stays a man and captures on.
    • You lose when you cannot move: no pieces left, or all blocked.
    • Draw: threefold repetition, or 15 moves each with only kings moving and no capture.
    • Type moves as `c3-d4`; captures with `x` and every landing square: `c3xe5xg7`.

# Source: docs/rules.md#common-ground and #international (FMJD).
rules-international = **{ variant-international }** (FMJD rules)
    • Board 10x10, dark squares numbered 1 to 50. 20 men each: White on 31-50, Black on 1-20. White moves first.
    • A man steps one square diagonally forward. It captures by jumping an enemy piece next to it, forward or backward, onto the empty square beyond, and keeps jumping while it can.
    • A king flies: any distance along a free diagonal, and captures from a distance, landing on any free square beyond the piece it jumps.
    • Capturing is compulsory, and you must take the most pieces possible (kings count the same as men); between equal captures you choose. You must finish the capture.
    • Captured pieces are lifted only when the move ends, and no piece can be jumped twice.
    • Promotion: a man becomes a king only if its move ends on the far row. Passing the far row during a capture, it stays a man and captures on.
    • You lose when you cannot move: no pieces left, or all blocked.
    • Draw: threefold repetition; 25 moves each with only kings moving and no capture; 16 more moves each once three pieces (at least one a king) face a lone king; 5 more moves each once one or two pieces (at least one a king) face a lone king.
    • Type square numbers: `32-28`; captures with `x`: `28x19` (add the landing squares, e.g. `37x28x19`, if needed).

# Source: docs/rules.md#common-ground and #canadian (the international counters).
rules-canadian = **{ variant-canadian }** (international rules on 12x12)
    • Board 12x12, dark squares numbered 1 to 72. 30 men each: White on 43-72, Black on 1-30. White moves first.
    • A man steps one square diagonally forward. It captures by jumping an enemy piece next to it, forward or backward, onto the empty square beyond, and keeps jumping while it can.
    • A king flies: any distance along a free diagonal, and captures from a distance, landing on any free square beyond the piece it jumps.
    • Capturing is compulsory, and you must take the most pieces possible (kings count the same as men); between equal captures you choose. You must finish the capture.
    • Captured pieces are lifted only when the move ends, and no piece can be jumped twice.
    • Promotion: a man becomes a king only if its move ends on the far row. Passing the far row during a capture, it stays a man and captures on.
    • You lose when you cannot move: no pieces left, or all blocked.
    • Draw: threefold repetition; 25 moves each with only kings moving and no capture; 16 more moves each once three pieces (at least one a king) face a lone king; 5 more moves each once one or two pieces (at least one a king) face a lone king.
    • Type square numbers: `44-38`; captures with `x`: `38x27`.

# Source: docs/rules.md#common-ground and #english (English draughts / American checkers, WCDF).
rules-english = **{ variant-english }** (American checkers)
    • Board 8x8, dark squares numbered 1 to 32. 12 men each: Black on 1-12, White on 21-32. **Black moves first.**
    • A man steps one square diagonally forward and captures **forward only**, by jumping an enemy piece next to it onto the empty square beyond; it keeps jumping while it can.
    • A king moves **one square** diagonally in any direction and captures by a short jump forward or backward.
    • Capturing is compulsory. With several captures you may choose any one, short or long, but you must finish it. No piece can be jumped twice.
    • Promotion: a man reaching the far row is crowned and **the move ends there**; the new king captures only from the next turn.
    • You lose when you cannot move: no pieces left, or all blocked.
    • Draw: threefold repetition, or 40 moves each without a man's move or a capture.
    • Type square numbers: `11-15`; captures with `x`: `15x24`, or `11x18x25` for a double jump.

## Game messages

# A bot move that waited for the engine behind other channels' searches. $seconds: whole
# seconds waited; $ahead: searches running or waiting before it.
bot-waited-for-engine = The bot waited { $seconds } s for the engine ({ $ahead } other searches were ahead).

# A command in a channel whose saved game could not be read (damaged, or written by a newer
# version of the bot). It has been set aside for the operator; the channel is free again.
record-set-aside = The game saved in this channel could not be read (it may be damaged or come from a newer version of the bot), so it was set aside for the bot's operator. Nothing else changed: start a new game here with /challenge.
store-changes-lost = The bot's storage was damaged and lost the latest changes to this channel's game (changes lost: { $count }): the game is as it was before them. Check the board with /board and play those moves again if needed.
store-failing = The bot cannot save anything right now (its storage failed, for example a full disk), so this last action may or may not have been kept. The bot restarts by itself once it can save again: check the board with /board then.
game-not-restored = The game saved in this channel could not be restored: its moves do not follow the rules (the saved record may be damaged), so it was set aside for the bot's operator. Start a new game here with /challenge.

## Game messages. { $player }, { $white }, { $black }, { $challenger }, { $opponent } are
## names (already escaped for Discord), { $move } / { $moves } moves in notation,
## { $color } a colour (color-white / color-black), { $variant } a game's name,
## { $time }, { $left }, { $limit }, { $min }, { $max } spans of time in words (duration-*).

color-white = White
color-black = Black
duration-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
duration-hours = { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
duration-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
duration-seconds = { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }

challenge-issued = { $challenger } challenges { $opponent } to a game of { $variant }. { $opponent }: press Accept or Decline, or use /accept or /decline (the challenge expires in { $minutes } minutes).
open-challenge-issued = { $challenger } offers a game of { $variant } to anyone here: press Accept (or /accept) to play (the challenge expires in { $minutes } minutes).
challenger-plays = { $player } plays { $color }.
rule-options = Rule options: { $options }.
time-per-move = Time per move: { $time }.
clocks-line = ⏱ White { $white }{ $white_running ->
    [1] {" ◂"}
   *[other] {""}
    } · Black { $black }{ $black_running ->
    [1] {" ◂"}
   *[other] {""}
    }
clock-control = Clocks: { $control } ({ $base } each, plus { $increment } s a move).
game-starts = { $variant } starts: { $white } plays White, { $black } plays Black.
game-starts-bot = { $variant } against the bot starts: { $white } plays White, { $black } plays Black (bot level { $level }).
player-to-move = { $player } to move.
player-color-to-move = { $player } ({ $color }) to move.
player-played = { $player } ({ $color }) played { $move }.
color-played = { $color } played { $move }.
move-list-line = Moves: { $moves }
move-list-all = { $moves }
move-list-more = { $moves }, and { $more } more
challenge-expired-cleared = The challenge had already expired; it is cleared.
challenge-declined = { $player } declined { $challenger }'s challenge.
challenge-withdrawn = { $player } withdrew the challenge.
board-header = { $variant }: { $white } (White{ $white_level ->
        [0] {""}
       *[other] , bot level { $white_level }
    }) vs { $black } (Black{ $black_level ->
        [0] {""}
       *[other] , bot level { $black_level }
    }), move { $move }.
board-time-left = Time left for this move: { $time }.
board-time-run-out = The time for this move has run out: the opponent may /claim the win.
draw-offered = { $player } offers a draw. { $opponent }: press Accept draw (or /draw) to accept, or play a move to decline.
result-white-wins = { $player } (White) wins: { $reason }. 1-0
result-black-wins = { $player } (Black) wins: { $reason }. 0-1
result-draw = Drawn: { $reason }. 1/2-1/2
confirm-resign = Resign this game against { $opponent }? It cannot be undone.
flipped-board = The board from { $side } ({ $player }), only for you.
taken-moves = { $count ->
        [one] { $first }
       *[other] { $first } and { $second }
    }
took-back = { $player } took back { $moves }.
takeback-accepted = { $player } accepted the takeback: { $moves } taken back.
takeback-asked = { $player } asks to take back { $moves }. { $opponent }: press Accept takeback (or /takeback) to agree, or Decline.
takeback-withdrawn = { $player } withdrew the takeback request.
takeback-declined = { $player } declined the takeback; the game goes on.
open-challenge-expired = { $challenger }'s open challenge expired unanswered.
challenge-expired = { $challenger }'s challenge to { $opponent } expired unanswered.
overdue = { $player } did not move within { $limit }. { $opponent }: press Claim win (or /claim) to win on time, or keep waiting for { $player }'s move.
reminder = Reminder: it is your move ({ $color }) against { $opponent }, with { $left } left of the { $limit } per move. After that { $opponent } can claim the win.
side-to-move-chosen = { $player } chose to show the board from the side of the player to move.
side-fixed-chosen = { $player } chose to show the board from { $side } for the rest of the game.
# { $side } of flipped-board and side-fixed-chosen: whose side, as "from { $side }" needs it (the genitive in Polish, Russian, Ukrainian).
side-of-white = White's side
side-of-black = Black's side
hint = Hint: { $move } (the engine at level { $level }). Legal moves: { $legal }.
bot-nothing-to-play = The bot has nothing to play: the game is over or not its turn.
bot-move-dropped = The game changed while the bot was thinking; its move was not played.

## Refusals (only the person who typed the command sees them)

refuse-challenge-yourself = You cannot challenge yourself. Name another player.
refuse-time-range = The time per move goes from { $min } to { $max }.
refuse-time-unreadable = '{ $text }' is not a time per move. Write e.g. 10min, 1h, 1day or 3days (from { $min } to { $max }).
refuse-time-outside = The time per move goes from { $min } to { $max }; '{ $text }' is outside that.
refuse-challenge-expired = That challenge has expired. Start a new one with /challenge.
refuse-game-in-progress = A game is already in progress in this channel.
refuse-no-challenge-to-accept = There is no challenge to accept in this channel.
refuse-own-open-challenge = This is your own open challenge: someone else has to accept it (or /decline to withdraw it).
refuse-only-opponent-accepts = Only { $player } can accept this challenge.
refuse-bot-plays-itself = The bot cannot play itself.
refuse-open-challenge-not-yours = This open challenge is { $challenger }'s to withdraw; to play, press Accept (or /accept).
refuse-only-opponent-declines = Only { $player } can decline this challenge.
refuse-no-challenge-to-decline = There is no challenge to decline in this channel.
refuse-not-playing = You are not playing in this game ({ $white } vs { $black }).
refuse-bot-thinking = It is { $player }'s turn ({ $color }): the bot is thinking.
refuse-not-your-turn = It is { $player }'s turn ({ $color }).
refuse-no-game-yet = No game yet: { $challenger } is waiting for { $opponent } to /accept.
refuse-no-game = There is no game in this channel. Start one with /challenge.
refuse-bot-draw = The bot plays on: this position is not a dead draw. Play on, or /resign.
refuse-draw-already-offered = You have already offered a draw; it is up to { $player } to accept.
refuse-move-unreadable = '{ $text }' is not a move: { $reason }.
refuse-move-illegal = { $text } is not legal: { $reason }.
refuse-move-illegal-here = { $text } is not legal here: { $reason }. Legal moves: { $legal }.
refuse-move-ambiguous = { $text } is ambiguous: it could be { $candidates }. Write more of the path.
refuse-channel-has-game = This channel already has a game in progress ({ $white } vs { $black }). Finish it first, or play in another channel.
refuse-channel-has-challenge = { $challenger } has already challenged { $opponent } here; wait until it is answered or expires.
refuse-game-not-started = The game has not started: { $challenger } is waiting for { $opponent } to /accept.
refuse-only-players = Only the players ({ $white } and { $black }) can do that.
refuse-stale-button = That button is from an earlier position or a finished game; nothing was done. Use /board for the current game.
refuse-stale-challenge = That challenge is no longer open; nothing was done. Start a new one with /challenge.
refuse-rematch-bot = Start a new game against the bot with /challenge.
refuse-takeback-nothing = You have not played a move yet: there is nothing to take back.
refuse-takeback-bot-moving = Wait for the bot's move, then take back.
refuse-takeback-already-asked = You have already asked to take back; it is up to { $player } to accept.
refuse-no-takeback = There is no takeback request to decline.
refuse-claim-no-limit = This game has no time limit (games against the bot have none): there is no win on time to claim.
refuse-claim-own-turn = It is your own turn: there is nothing to claim. Play a move.
refuse-claim-too-early = { $player } still has { $left } to move (the limit is { $limit } per move); you can claim the win after that.
refuse-hint-not-bot-game = Hints are only given in games against the bot.
refuse-hint-not-player = Only the player in this game can ask for a hint.
refuse-hint-bot-turn = It is the bot's turn; ask again when it is yours.
refuse-hint-no-move = There is no legal move to suggest.
refuse-side-not-player = Only the players of this game can choose how its board is shown.
refuse-nothing-to-export = There is no game to export in this channel yet. Start one with /challenge.
refuse-nothing-to-replay = There is no game to replay in this channel yet. Start one with /challenge.
refuse-player-no-games = That player has no finished games yet.
refuse-channel-no-games = No game has finished in this channel yet. Start one with /challenge.
refuse-settings-empty = Name at least one setting to change (see /settings for the current ones).

## Button labels (Discord: at most 80 characters)

button-accept = Accept
button-decline = Decline
button-resign = Resign
button-confirm-resign = Yes, resign
button-draw = Offer draw
button-accept-draw = Accept draw
button-flip = Flip board
button-rematch = Rematch
button-takeback = Take back
button-accept-takeback = Accept takeback
button-decline-takeback = Decline takeback
button-claim-win = Claim win
button-open-board = Open board

## The Discord front end

bot-could-not-move = The bot could not move: { internal-error }
internal-error = Something went wrong, nothing was changed.
missed-answer = (Earlier answer that did not get through:) { $text }
too-fast = You're sending commands too fast — try again in { $when }.
wait-seconds = { $n } s
wait-minutes = { $n } min
refuse-unknown-button = I cannot read that button; nothing was done.
refuse-no-thread-permission = I could not open a thread here (I need the Create Public Threads permission). Try again without thread.
refuse-bot-no-time = Games against the bot have no time per move: leave out time.
refuse-open-board-here = The board you can click opens inside Discord (the Open board button, or the App Launcher); it cannot be opened here.
refuse-bot-no-clock = Games against the bot are played without clocks: leave out clock.
refuse-clock-and-time = Choose either time (a time per move) or clock (clocks for the game), not both.
refuse-clock-outside = A clock gives each player 1 to { $max_minutes } minutes and adds at most { $max_increment } seconds a move.
refuse-clock-unreadable = “{ $text }” is not a time control: write minutes + seconds per move, e.g. { $presets }.
refuse-bot-level = The bot's level goes from 1 to { $max }; { $level } is not one of them.
refuse-other-bots = Other bots cannot play; challenge a person, or me for a game against the computer.
refuse-level-not-bot = The level is the bot's strength: give it only when you challenge me.
refuse-server-only = This command works only on a server.
refuse-not-admin = Only members with the Manage Server permission can change this server's settings; nothing was changed.
refuse-role-missing = Name the role too (the role option); nothing was changed.
refuse-role-to-start = On this server only members with { $role } can start games.
refuse-a-role-to-start = On this server only members with a role can start games.
refuse-unknown-language = '{ $code }' is not one of my languages ({ $codes }, or default); nothing was changed.

## The console and /games headings

console-resuming = Resuming the stored game.
console-no-game = No game in progress; type new.
console-bot-thinking = The bot is thinking...
console-help = commands: <move> or move <move> (e.g. { $example }), board, moves, hint (against the bot), draw, resign, new [variant], rules [variant], puzzle [variant] [theme] [number] (then answer with moves; giveup shows the solution), pdn [file], games, help, quit
console-game-in-progress = A game is in progress; resign it first.
console-board-picture = (board picture: { $path })
# The text board's pieces (board-*-man, board-*-king, one or two characters each) and its legend.
board-white-man = ○
board-white-king = ◎
board-black-man = ●
board-black-king = ◉
console-board-legend = { $white_man } white man, { $white_king } white king, { $black_man } black man, { $black_king } black king.
console-final-position = The last game's final position:
console-unknown-variant = unknown variant '{ $name }' (known: { $known })
console-unknown-theme = unknown theme '{ $name }' (known: { $known })
console-record-set-aside = The stored game could not be read (it may be damaged or come from a newer version), so it was set aside. Nothing else changed: type new to start a game.
console-bot-offers-draw = The bot offers a draw: this ending is a dead draw. Type draw to accept, or play on.
# The console's own players: the person playing the bot, or both sides at one keyboard.
console-player = Player
console-game-starts = { $variant } starts, both sides at this keyboard: each move is played for the side to move.
console-game-starts-bot-white = { $variant } against the bot (level { $level }) starts: you play White.
console-game-starts-bot-black = { $variant } against the bot (level { $level }) starts: you play Black.
console-board-header = { $variant }, move { $move }.
console-white-to-move = White to move.
console-black-to-move = Black to move.
console-white-played = White played { $move }.
console-black-played = Black played { $move }.
console-white-wins = White wins: { $reason }. 1-0
console-black-wins = Black wins: { $reason }. 0-1
console-white-resigned = White resigned
console-black-resigned = Black resigned
console-white-offers-draw = White offers a draw. Black: type draw to accept, or play on.
console-black-offers-draw = Black offers a draw. White: type draw to accept, or play on.
console-draw-offered = { $player } offers a draw. { $opponent }: type draw to accept, or play a move to decline.
console-board-legend-towers = { $white_man } white man, { $white_king } white king, { $black_man } black man, { $black_king } black king (a tower lists its pieces from the top; a tall one counts them: { $white_king }2{ $black_man }6 is two white kings on six black men).
console-unknown-command = unknown command '{ $word }'; type help for the commands.
console-puzzle-open = A puzzle is open: { $puzzle }. Moves now answer it; board shows it, giveup shows the solution (not rated). The game waits.
console-puzzle-answer-hint = Answer with moves; a wrong move ends the attempt. giveup shows the solution (not rated).
console-puzzle-still-open = This puzzle is still open: answer with moves, or giveup.
console-no-puzzle = No puzzle is open; type puzzle to start one.
puzzle-given-up = { $puzzle } given up (not rated).
console-nothing-to-export = There is no game to export yet; type new to start one.
console-no-finished-games = No game has finished here yet.
console-games = Finished games, the latest first (pdn exports the latest):
console-pdn-written = PDN written to { $path }; towers analyze --pdn { $path } reviews it.
console-file-not-written = Could not write { $path }: { $reason }. Give another path, in a folder that exists.
console-picture-not-written = (board picture not written to { $path }: { $reason }; start again with another --png)
console-stored-game = { $variant }, both sides at this keyboard
console-stored-bot-game = { $variant } against the bot (level { $level })
console-stored-game-differs = The stored game goes on: { $stored }. { $asked } will start the next game: resign this one, then type new.
console-prompt = >
console-prompt-puzzle = puzzle { $puzzle }>
history-player = Last finished games of { $player }:
history-channel = Last finished games in this channel:

# The bot's draws in dead-drawn endings (engine::draw_sense).
bot-accepts-draw = The bot accepts the draw.
bot-offers-draw = The bot offers a draw: this ending is a dead draw. Press the button or use /draw to accept, or play on.

## puzzle: /puzzle, /solve, puzzle ratings, the daily puzzle

puzzle-title = Puzzle for { $player }: { $variant } #{ $number } (puzzle rating { $rating }).
puzzle-title-unrated = Puzzle for { $player }: { $variant } #{ $number } (chosen by number, not rated).
puzzle-title-daily = Daily puzzle for { $player }: { $variant } #{ $number } (not rated).
puzzle-white-material = White to play and win material.
puzzle-black-material = Black to play and win material.
puzzle-white-wins = White to play and win.
puzzle-black-wins = Black to play and win.
puzzle-white-stop-king = White to play and stop the king.
puzzle-black-stop-king = Black to play and stop the king.
puzzle-white-hold = White to play and hold.
puzzle-black-hold = Black to play and hold.
puzzle-theme = Theme: { $theme }.
puzzle-theme-capture-choice = a choice of captures (the other capture loses)
puzzle-theme-king-ending = a king ending
puzzle-theme-defence = a defence
puzzle-theme-shot = a shot (give, then take more)
puzzle-theme-breakthrough = a breakthrough to king
puzzle-theme-quiet-move = a quiet move
puzzle-answer-hint = Answer with /solve; a wrong move ends the attempt.
puzzle-still-open = You still have this puzzle open here: answer with /solve.
puzzle-name = { $variant } #{ $number }
puzzle-right-go-on = { $player }: { $move } is right. I answer { $reply }; your move.
puzzle-solved = { $player } solved { $puzzle }: { $line }
puzzle-wrong = { $player }: { $move } is not it.
puzzle-refutation = My answer: { $line }.
puzzle-solution = The solution of { $puzzle }: { $line }
puzzle-rating-change = Puzzle rating { $before } → { $after } ({ $change }).
puzzle-daily = Daily puzzle for { $date }: { $variant } #{ $number }.
puzzle-daily-hint = Everyone here can try it once today with /solve (not rated).
refuse-no-puzzle = You have no puzzle open in this channel: start one with /puzzle.
refuse-no-puzzles = There are no puzzles for { $variant } yet.
refuse-no-puzzles-theme = There are no { $variant } puzzles with the theme { $theme }.
refuse-puzzle-number = { $variant } has puzzles 1 to { $count }; { $number } is not one of them.
refuse-puzzle-moved-on = Your puzzle moved on meanwhile; look at its latest board and try again.
cmd-puzzle-description = A draughts puzzle to solve against the bot (rated, near your puzzle rating).
cmd-puzzle-variant-description = Which game (default: the server's default game)
cmd-puzzle-theme-description = A theme (default: any)
cmd-puzzle-number-description = A puzzle by its number in the set (not rated)
cmd-solve-description = Play your move in your open puzzle, e.g. c3-d4 or c3:e5:g3.
cmd-solve-move-description = Your move, e.g. c3-d4, or c3:e5:g3 for captures
cmd-configure-daily_puzzle-description = true: a daily puzzle in this channel; false: no daily puzzle

## analyze: /analyze, the engine's judgement of a game

cmd-analyze-description = Analyse this channel's current (or last) game, or one /games lists, move by move.
cmd-analyze-game-description = The game's number as /games shows it; default: this channel's game
cmd-learn-description = Learn Bashni, Lasca and the other games on the board, level by level (only you see it).
cmd-learn-stage-description = A lesson to start (default: where you left off)
cmd-learn-move-description = Your move in the open lesson, e.g. c3-d4 or c3:e5:g3
analysis-progress = Analysing: { $done } of { $total } plies…
analysis-heading = **Analysis of game { $id }**: { $white } vs { $black }, { $variant }, { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }.
analysis-legend = ?! inaccuracy, ? mistake, ?? blunder: the move lost at least 6, 12 or 18 points of expected score (of 100).
analysis-side = { $color }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, average loss { $loss } points.
analysis-move = **{ $number }** { $move } ({ $color }) lost { $loss } points — better { $best }: { $line }
analysis-more = …and { $count ->
        [one] { $count } smaller error
       *[other] { $count } smaller errors
    } not listed.
analysis-swing = Largest swing: { $number } { $move } (lost { $loss } points); the second picture shows the position after it.
analysis-none = No inaccuracies, mistakes or blunders.
analysis-graph-white = white
analysis-graph-black = black
analysis-graph-scale = White's chances, %
analysis-graph-inaccuracy = ?! inaccuracy
analysis-graph-mistake = ? mistake
analysis-graph-blunder = ?? blunder
board-legend = Above the board: each side's men, kings (crown) and, in tower games, +2: the prisoners it holds under its towers. The disc beside the board and the gold bar along its edge show whose turn it is.
refuse-nothing-to-analyse = There is no game to analyse in this channel yet. Start one with /challenge.
refuse-analysis-running = This game is still being played: analysing it now could help one player against the other. Try again when it has ended (games against me can be analysed at any time).
refuse-analysis-no-such-game = I found no game { $id } in this channel or on this server; /games lists the numbers.
refuse-analysis-no-moves = That game has no moves to analyse yet.

## strings: /stats, /rating, /leaderboard, /settings, thread names, result reasons, captions

stats-none = { $player } has no finished games on this server yet.
stats-title = { $player }'s results on this server:
stats-line = { $variant }: { $wins }, { $draws }, { $losses }
stats-wins = { $n ->
        [one] { $n } win
       *[other] { $n } wins
    }
stats-draws = { $n ->
        [one] { $n } draw
       *[other] { $n } draws
    }
stats-losses = { $n ->
        [one] { $n } loss
       *[other] { $n } losses
    }
rating-line = { $player }'s { $variant } rating on this server: { $rating } after { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    } (#{ $place } of { $total }).
rating-none = { $player } has no rated { $variant } games on this server yet (everyone starts at 1500 ± 350).
leaderboard-title = { $variant } leaderboard of this server
leaderboard-heading = { $variant } leaderboard of this server:
leaderboard-place = { $place }. { $row }
leaderboard-row = { $player } — { $rating } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
leaderboard-empty = No rated { $variant } games on this server yet.
leaderboard-footer = Glicko-2 rating ± deviation (rated games)
settings-heading = Server settings:
settings-default-game = - Default game: { $variant }
settings-rated-bot-games = - Rated games against the bot: { $on }
settings-threads = - A thread per game: { $on }
settings-time-limit = - Default time limit: { $limit } per move
settings-time-limit-default = - Default time limit: { $limit } per move (the default)
settings-starters-everyone = - Who may start games: everyone
settings-starters-role = - Who may start games: members with { $role }
settings-language = - Language: { $language }
settings-on = on
settings-off = off
settings-saved = Saved.
thread-name = { $variant }: { $player } vs { $opponent }
thread-anyone = anyone
thread-opened = { $name }: in the thread { $thread }.
refuse-options-unreadable = I could not read that command's options: { $error }
refuse-command-outdated = I could not read that command (Discord may still show an old version of it).
history-game = { $white } vs { $black } · { $variant } · { $score }, { $reason } · { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
game-in-progress = in progress
export-finished = { $score }, { $reason }
export-caption = { $white } vs { $black }: { $variant }, { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }, { $state }.
replay-caption = Replay: { $white } vs { $black }, { $variant }, { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }, { $state }.
reason-other = { $text }
reason-resigned = { $player } resigned
reason-agreement = draw by agreement
reason-on-time = { $player } did not move within { $limit }
reason-flag-fell = { $player } ran out of time on the clock
reason-duration = { $limit }
reason-repetition = threefold repetition
reason-no-pieces-white = White has no pieces left to move
reason-no-pieces-black = Black has no pieces left to move
reason-no-move-white = White has no legal move
reason-no-move-black = Black has no legal move
reason-kings-only = { $n } moves each with only kings moving and no capture
reason-three-against-king = { $n } moves each after three pieces including a king against a lone king
reason-two-against-king = { $n } moves each after at most two pieces including a king against a lone king
reason-no-capture-or-promotion = { $n } moves each without a capture or a promotion
reason-no-man-move-or-capture = { $n } moves each without a man's move or a capture
reason-no-capture-or-soldier-move = { $n } moves each without a capture or a soldier's move
settings-daily-puzzle = - Daily puzzle: { $channel }

## reasons
## Why a move is refused (the { $reason } of refuse-move-*): one message per reason of the
## rules. { $square } a square in the game's notation (c3 or 22), { $example } a move to copy,
## { $word } what the player typed, { $color } the side to move, { $moves } legal captures
## (a move-list-or), { $outcome } a reason-* message.
move-reason-character = unexpected '{ $found }'; write moves like { $example }
move-reason-empty = it is empty
move-reason-too-many-squares = too many squares (at most { $most })
move-reason-number-too-large = square number { $word } is too large
move-reason-number-off-board = square { $number } is not on this board (1-{ $squares })
move-reason-not-a-square = '{ $word }' is not a square; write moves like { $example }
move-reason-not-playable = '{ $word }' is not a playable square of this board
move-reason-one-square = a move needs at least a start and an end square, like { $example }
move-reason-no-piece = there is no piece on { $square }
move-reason-not-yours = the piece on { $square } is not { $color }'s
move-reason-capture-goes-on = the capture must go on: legal { $moves }
move-reason-capture-the-most = capturing is compulsory, and a capture must take the most pieces ({ $most })
move-reason-must-capture = capturing is compulsory, and this piece cannot capture
move-reason-captures-elsewhere = capturing is compulsory; this piece's captures go elsewhere
move-reason-cannot-move = the piece on { $square } cannot move
move-reason-occupied = { $square } is not empty
move-reason-forward-only = a man moves forward only
move-reason-cannot-go-there = the piece on { $square } cannot go there
move-reason-game-over = the game is over ({ $outcome })
## Alternatives: { $first } the items but the last, joined by commas.
move-list-or = { $first } or { $last }
## turn
# The opponent of an open challenge, inside sentences about the challenge.
challenge-anyone = anyone
## rule options (lead)
# A rule option refused: { $option } as typed, { $variant } the game, { $home } the game the option belongs to.
refuse-rule-option-unknown = There is no rule option { $option }. Known: optional-captures, black-first, white-first, immediate-transfer, end-of-move-transfer.
refuse-rule-option-contradiction = The rule options { $first } and { $second } contradict each other.
refuse-rule-option-not-for-variant = { $variant } has no rule option { $option }: it belongs to { $home }.
## Activity
# The board in Discord (web/): what the page around the board says. { $player }, { $challenger },
# { $opponent } are names; { $variant } a variant-* message; { $code } an error code as the server
# sent it; { $squares } squares as the game writes them, joined by commas; { $clock } like 5+3.
activity-title = towers: the board
activity-you = (you)
activity-your-move = Your move.
activity-watching = You are watching: only the players can move.
activity-no-game = No game in this channel yet. Start one below, or with /challenge.
activity-challenge = { $challenger } challenges { $opponent } to a game of { $variant }.
activity-open-challenge = { $challenger } offers a game of { $variant } to anyone here.
activity-challenge-clock = Clock: { $clock }.
activity-draw-offered = { $player } offers a draw.
activity-takeback-asked = { $player } asks to take back a move.
activity-result-white-wins = { $player } (White) wins. 1-0
activity-result-black-wins = { $player } (Black) wins. 0-1
activity-result-draw = Drawn. 1/2-1/2
activity-moves = Moves
activity-choose-route = Two captures end here. Which pieces do you take?
activity-route = Take { $squares }
activity-cancel = Cancel
activity-tab-game = Game
activity-tab-learn = Learn
activity-learn-stage = Choose a lesson
activity-learn-stage-stars = { $title }: { $stars } of { $most } ★
activity-connecting = Connecting…
activity-reconnecting = Connection lost; reconnecting…
activity-sign-in-failed = Discord could not sign you in ({ $reason }). Close the board and open it again.
activity-error-bad-token = Discord did not confirm who you are. Close the board and open it again.
activity-error-not-in-instance = You are not in this board's session. Open the board again from the channel.
activity-error-too-large = The server refused a message that was too large; reconnecting…
activity-error-too-fast = Too many actions at once; reconnecting…
activity-error-bad-message = The server did not understand the page; reconnecting…
activity-error-discord-unreachable = Discord could not be reached to confirm who you are; reconnecting…
activity-error-other = The server closed the connection ({ $code }); reconnecting…
# The lobby (no game, or after one), review of earlier positions, the board's settings and what a
# screen reader says of a square. { $clock } like 5+3; { $ply } and { $count } numbers; { $square }
# a square's name or number; { $pieces } activity-piece-* joined by commas, top first.
activity-lobby-title = New game
activity-lobby-opponent = Opponent
activity-lobby-anyone = Anyone here (open challenge)
activity-lobby-bot = The bot
activity-lobby-variant = Game
activity-lobby-level = Bot's level
activity-lobby-pace = Pace
activity-lobby-per-move = Time per move: { $limit } (the server's)
activity-lobby-clock = Clock { $clock }
activity-lobby-color = Your colour
activity-lobby-challenge = Challenge
activity-lobby-play-bot = Play the bot
activity-new-game = New game
activity-refuse-not-on-board = That player no longer has the board open: challenge anyone here, or someone who has it open.
activity-refuse-roles-unknown = Discord could not say which roles you have on this server just now, so no game was started. Try again in a moment.
activity-refuse-no-such-move = That game has no such move.
activity-refuse-too-many-starts = You have started many games just now: wait a few seconds before the next one.
activity-review = Move { $ply } of { $count }
activity-reviewing = A past position is shown; the game goes on.
activity-review-start = Start position
activity-review-previous = Previous move
activity-review-next = Next move
activity-back-to-live = Back to the game
activity-title-your-move = Your move · towers
activity-sound = Sounds
activity-animation = Animation
activity-board-label = Board: arrow keys move between squares, Enter or Space picks a piece and its landing
activity-square-empty = { $square }, empty
activity-square-pieces = { $square }, { $pieces }
activity-piece-light-man = white man
activity-piece-light-king = white king
activity-piece-dark-man = black man
activity-piece-dark-king = black king
activity-square-can-move = can move
activity-square-must-capture = must capture
activity-square-target = move here

## Lessons (`/learn`, console `learn`; lessons/*.json, docs/lessons.md). Each stage has a
## title and the rule it teaches (-explain); each level a goal and a hint.

lesson-title = { $stage }: level { $level } of { $levels } ({ $variant })
lesson-budget = { $count ->
    [one] One move left;
   *[other] { $count } moves left;
} three stars in { $three ->
    [one] one move.
   *[other] { $three } moves.
}
lesson-found = Captures found: { $found } of { $total }.
lesson-played = You played { $move }.
lesson-replied = { $color } answered { $move }.
lesson-solved = Solved in { $count ->
    [one] one move
   *[other] { $count } moves
}: { $stars }
lesson-all-done = You have played every level. Play any lesson again with /learn and its name to earn more stars.
lesson-failed-budget = No moves left, and the goal is not reached.
lesson-failed-lost = One of your pieces was taken.
lesson-failed-blocked = You have no move left.
lesson-failed-game-over = Your opponent cannot move any more, but that was not the goal.
lesson-failed-unreachable = After that move the goal can no longer be reached in the moves left.
lesson-hint = Hint: { $hint }
lesson-hint-move = A move that works: { $move }.
lesson-again = The level starts again.
lesson-resumed = Your lesson, as you left it.
lesson-list = The lessons (type /learn and a lesson's name to play it):
lesson-list-stage = { $title } ({ $name }): { $stars } of { $most } stars
lesson-moves = Your moves: { $moves }
lesson-stopped = Lesson closed; your stars are kept. Type /learn to come back to it.
lesson-choose-move = Choose your move
lesson-choose-piece = Choose the piece to move
lesson-piece-option = { $square }: { $count ->
    [one] one move
   *[other] { $count } moves
}
lesson-next-button = Next level
lesson-hint-button = Hint
lesson-more-moves = More moves than the menu holds: type /learn move: and your move.
lesson-again-button = Try again
refuse-lesson-none = You have no lesson open: type /learn to start one.
refuse-lesson-unknown = There is no lesson called { $name }. The lessons: { $known }.
refuse-lesson-moved-on = That level has moved on meanwhile: type /learn to see it.

lesson-men-title = How men move and capture
lesson-men-explain = A man steps one square diagonally forward. Capturing is compulsory: a man jumps an enemy piece next to it onto the empty square just behind, and keeps jumping while it can. In Bashni men capture backward too; in Lasca only forward.
lesson-men-1-goal = Take your man from c3 to e5, one diagonal step forward at a time.
lesson-men-1-hint = Go through d4.
lesson-men-2-goal = In Bashni a man captures backward as well as forward. Play both captures of the man on d4.
lesson-men-2-hint = One capture jumps e5 forward, the other jumps c3 backward.
lesson-men-3-goal = A capture does not stop while it can go on. Take all three black men in one move.
lesson-men-3-hint = Jump d2 first, then keep jumping.

lesson-choice-title = Bashni: choose your capture
lesson-choice-explain = In Bashni you may choose any capture, short or long, but you must finish the one you choose. No rule makes you take the most pieces.
lesson-choice-1-goal = You have a short capture and a long one, and both are allowed. Play each of them.
lesson-choice-1-hint = One man takes one piece, the other takes two.
lesson-choice-2-goal = Two routes take the same two men. Choose the one that ends on a safe square.
lesson-choice-2-hint = After the capture, look at what Black's man on b8 could jump.

lesson-prisoner-title = The prisoner under the capturer
lesson-prisoner-explain = In Bashni and Lasca a captured piece does not leave the board: it goes under the piece that took it, as a prisoner at the bottom of a tower (in Lasca, a column). The whole tower then moves as one.
lesson-prisoner-1-goal = Capture the man on d4 and watch it go under your man.
lesson-prisoner-1-hint = Jump from c3 over d4 to e5.
lesson-prisoner-2-goal = Your tower on c3 already holds a prisoner. Take two more men in one move.
lesson-prisoner-2-hint = Jump d4, then f6.
lesson-prisoner-3-goal = Jump the black column on d4. Only its top soldier is taken: the rest of the column stays.
lesson-prisoner-3-hint = Jump from c3 to e5.

lesson-commander-title = The commander owns the column
lesson-commander-explain = The top piece of a tower is its commander: it decides who owns the tower and how it moves. A tower topped by a man moves like a man, one topped by a king like a king, whatever lies underneath.
lesson-commander-1-goal = Your man commands the tower on d4 over two black prisoners. March the whole tower to f6.
lesson-commander-1-hint = Step to e5 first.
lesson-commander-2-goal = An officer commands this column, so it may step backward. Bring the column back to b2.
lesson-commander-2-hint = Step back to c3 first.

lesson-freeing-title = Freeing prisoners
lesson-freeing-explain = When you jump a tower, only its top piece is taken. If one of your own pieces is next under it, that piece is freed and commands the tower: the tower is yours again.
lesson-freeing-1-goal = Your man is a prisoner under the black man on d4. Jump the tower to free it.
lesson-freeing-1-hint = Jump from c3 over d4.
lesson-freeing-2-goal = Two of your soldiers are prisoners on d4. Free both with one jump.
lesson-freeing-2-hint = Jump from c3 to e5.
lesson-freeing-3-goal = Free both of your prisoners, on d4 and on f6, in one move.
lesson-freeing-3-hint = Jump d4, then f6.

lesson-weak-title = The weak column
lesson-weak-explain = A column whose second piece belongs to the enemy is weak: when it is jumped, the piece underneath is freed and the column changes hands.
lesson-weak-1-goal = Two black towers can be jumped. Take the weak one: it becomes yours.
lesson-weak-1-hint = The tower on f4 holds one of your men under its top.
lesson-weak-2-goal = Your column on c3 is weak: if Black jumps it, Black takes it over. Save it.
lesson-weak-2-hint = Step out of reach, or guard the square behind it.
lesson-weak-3-goal = Both black columns hold one of your soldiers. Jump the weak one, where yours lies right under the top: that column becomes yours.
lesson-weak-3-hint = On d4 your soldier lies under two black ones: one jump would leave that column Black's.

lesson-promotion-title = Crowned during a capture
lesson-promotion-explain = A man that reaches the far row during a capture is crowned at once. In Bashni the new king goes on capturing as a flying king; in Lasca the move ends there.
lesson-promotion-1-goal = Jump e7: your man is crowned on d8 and, in Bashni, goes on capturing as a king. Take both men.
lesson-promotion-1-hint = After d8, fly down the diagonal over b6.
lesson-promotion-2-goal = Crown your soldier. In Lasca the new officer stops on the far row, even with a piece it could jump.
lesson-promotion-2-hint = Jump d6 to c7.

lesson-kings-title = Flying kings and short officers
lesson-kings-explain = A Bashni king flies: it moves and captures along a whole diagonal and may land on any empty square behind the piece it jumps. A Lasca officer is short: it moves one square in any direction and jumps only a piece next to it.
lesson-kings-1-goal = Your king on a1 flies. Capture the man on d4 from afar.
lesson-kings-1-hint = Jump from a1 over d4 to e5.
lesson-kings-2-goal = Your officer moves one square at a time. Walk up to the soldier on d4 and jump it.
lesson-kings-2-hint = Go to b2, then c3.
lesson-kings-3-goal = A flying king must land where its capture can go on. Take two men with your king.
lesson-kings-3-hint = Jump b2 and land on c3.
lesson-kings-4-goal = A Bashni king flies along the whole free diagonal, as far as it likes. Put one of your kings on h8 in one move.
lesson-kings-4-hint = Only one diagonal leads to h8: the long one from a1.

lesson-ending-title = A tower ending
lesson-ending-explain = You win when your opponent cannot move: every tower they commanded has been taken over or is blocked. Freeing your prisoners brings your own men back into the game.
lesson-ending-1-goal = Win: leave Black without a move.
lesson-ending-1-hint = Start by freeing your two men on f4.
lesson-ending-2-goal = Win with your officer and the soldiers you free.
lesson-ending-2-hint = Start by freeing your two soldiers on d2.

lesson-majority-title = The majority rule
lesson-majority-explain = In international, Canadian, Brazilian and kurnik draughts you must make the capture that takes the most pieces; a king counts as one piece. Among captures of the same length you choose.
lesson-majority-1-goal = Only the captures that take the most pieces are allowed. Play each of them.
lesson-majority-1-hint = The man on a5 could take one piece, but two are possible elsewhere.
lesson-majority-2-goal = On the 12x12 board too, the longest capture is compulsory. Take three men with your king.
lesson-majority-2-hint = Jump c3, then e5.

lesson-flying-title = The kings of Russian and Brazilian draughts
lesson-flying-explain = In Russian and Brazilian draughts the king flies along a diagonal, for moving and for capturing. After a jump it lands on any empty square behind, but where the capture can go on it must land on a square from which it does.
lesson-flying-1-goal = Your flying king can take three men in one move. Find the route.
lesson-flying-1-hint = Jump c3 and land on d4.
lesson-flying-2-goal = Take two men with your king: land where the capture goes on.
lesson-flying-2-hint = Jump b2 and land on c3.

lesson-english-title = The English king's short move
lesson-english-explain = In English draughts a king moves one square in any diagonal direction and jumps only a piece next to it. Men move and capture forward only, and a man that is crowned ends its move.
lesson-english-1-goal = Your king jumps one neighbour at a time, backward too. Play each of its captures.
lesson-english-1-hint = There are three black men next to your king.
lesson-english-2-goal = Crown your man. The move ends there, even though a king could jump on.
lesson-english-2-hint = Jump over e7.

lesson-russian-title = The Turkish strike and the passing promotion
lesson-russian-explain = In Russian draughts a man that reaches the far row during a capture is crowned at once and captures on as a king. Jumped pieces stay on the board until the move ends (the Turkish strike): they block the way and cannot be jumped twice.
lesson-russian-1-goal = Jump e7: your man is crowned on d8 and carries on as a king. Take both men.
lesson-russian-1-hint = After d8, fly over b6.
lesson-russian-2-goal = Play both captures of the man on a5. Crowned on a1, the new king must stop: the man it jumped on b2 still blocks the diagonal.
lesson-russian-2-hint = One capture ends on e5, the other on a1.

# Tournaments (service/tournament/). { $name } is the tournament's name; { $player }, { $white },
# { $black }, { $director } are names or Discord mentions; { $deadline } is a tournament-deadline
# message; { $date } and { $relative } are Discord timestamps (<t:…:F>, <t:…:R>) that Discord
# shows in the reader's own language; { $result } is a tournament-result-* message.
reason-round-deadline = the tournament round's deadline came with the game unfinished
tournament-created = { $director } opens the tournament { $name } ({ $variant }, { $rounds } rounds, { $round } per round), starting { $start }. Press Join to play (tournament { $id }).
tournament-created-robin = { $director } opens the round robin { $name } ({ $variant }, everyone plays everyone, { $round } per round), starting { $start }. Press Join to play (tournament { $id }).
tournament-deadline = { $date } ({ $relative })
tournament-joined = { $player } joined { $name } ({ $players } players so far).
tournament-joined-late = { $player } joined late and is paired from round { $round }, with a half-point bye for the round before.
tournament-rejoined = { $player } is back and is paired again from round { $round }.
tournament-left = { $player } left { $name }.
tournament-withdrawn = { $player } is withdrawn: not paired from the next round on (they may rejoin).
tournament-forbidden = { $a } and { $b } will not be paired together.
tournament-bye-requested = { $player } will not be paired in round { $round } and gets a half-point bye.
tournament-paused = { $name } is paused: the round's deadline is stopped.
tournament-resumed = { $name } goes on. The round's deadline is now { $deadline }.
tournament-result-set = Round { $round }, board { $board }: { $result }
tournament-game-deadline = The round's deadline has come: { $result }
tournament-adjudicated = (adjudicated)
tournament-game-adjudicated = The round's deadline has come and the game is adjudicated: { $result }
tournament-adjudicated-boards = Adjudicated at the deadline, boards: { $boards }
tournament-reminder = { $player }, your tournament game waits for your move: { $left } left in this round.
tournament-cancelled = { $name } is cancelled: fewer than two players entered.
tournament-stopped-early = No valid pairing was left for another round, so the tournament ends here.
tournament-no-round = { $name } has no round paired yet.
tournament-round-paired = Round { $round } of { $rounds } of { $name }. Deadline: { $deadline }.
tournament-pairing = Board { $board }: { $white } (White) – { $black } (Black).
tournament-opening = Opening: { $moves }.
tournament-bye = Bye (a win's points): { $player }.
tournament-round-over = Round { $round } of { $name } is over. Top: { $top }
tournament-finished = { $name } is over. The podium:
tournament-podium = { $rank }. { $player } (points: { $points })
tournament-standings-title = { $name } after { $rounds } rounds (tiebreaks: { $tiebreaks }):
tournament-standings-row = { $rank }. { $player }, points: { $points } ({ $tiebreaks }); won { $wins }, drawn { $draws }, lost { $losses }
tournament-result-white = White won.
tournament-result-black = Black won.
tournament-result-draw = Drawn.
tournament-result-white-forfeits = White did not play: Black wins by forfeit.
tournament-result-black-forfeits = Black did not play: White wins by forfeit.
tournament-result-double-forfeit = Neither player played: both lose by forfeit.
refuse-tournament-unknown = There is no tournament { $id }.
refuse-tournament-rounds = A Swiss has 1 to { $max } rounds.
refuse-tournament-entry-limit = The entry limit goes from 2 to { $max } players.
refuse-tournament-round-length = A round lasts from { $min } to { $max }.
refuse-tournament-start = The start must be between now and { $max } from now.
refuse-tournament-tiebreaks = '{ $text }' is not a list of tiebreaks. Choose from: { $names }.
refuse-tournament-name = A tournament's name has at most { $max } characters, on one line.
refuse-tournament-too-many = This server already has { $max } tournaments that are not over.
refuse-tournament-not-director = Only the director, { $director }, can do that.
refuse-tournament-finished = { $name } is over.
refuse-tournament-not-entered = { $player } is not playing in this tournament.
refuse-tournament-already-entered = You are already playing in { $name }.
refuse-tournament-full = The tournament is full ({ $max } players).
refuse-tournament-late = Too late to join: half the rounds have been paired.
refuse-tournament-forbid-self = Name two different players.
refuse-tournament-bye-round = A bye can be asked for a later round of a Swiss only.
refuse-tournament-no-board = There is no such board waiting in the current round.
refuse-tournament-started = The tournament has already started.
refuse-tournament-not-running = The tournament is not being played now.

# /tournament: the command, its subcommands and options (Discord: at most 100 characters each).
cmd-tournament-description = Tournaments on this server: Swiss or round robin, games over days.
cmd-tournament-create-description = Open a tournament in this channel, with a thread of its own.
cmd-tournament-create-variant-description = Which game is played
cmd-tournament-create-format-description = Swiss (default) or round robin (up to 10 players)
cmd-tournament-create-rounds-description = Swiss rounds (default 5)
cmd-tournament-create-time-description = Time per move, e.g. 1day or 12h (default 1 day)
cmd-tournament-create-clock-description = Clocks instead of a time per move, e.g. 5+3
cmd-tournament-create-round_days-description = Days from a round's pairing to its deadline (default 7)
cmd-tournament-create-start_hours-description = Hours from now until the first round (default 24)
cmd-tournament-create-rated-description = Whether the games count for ratings (default yes)
cmd-tournament-create-tiebreaks-description = Tiebreaks in order, e.g. solkoff-cut1,solkoff,sb,wins,direct
cmd-tournament-create-entry_limit-description = The most players (default 64)
cmd-tournament-create-half_points-description = Show points as 1-½-0 instead of 2-1-0
cmd-tournament-create-at_deadline-description = A game unfinished at the deadline: adjudicated (default) or a draw
cmd-tournament-create-micro_match-description = Two games a pairing, colours swapped, from a balloted opening (default no)
cmd-tournament-create-name-description = The tournament's name
cmd-tournament-join-description = Join a tournament.
cmd-tournament-join-id-description = The tournament's number
cmd-tournament-leave-description = Leave a tournament (once started: withdraw).
cmd-tournament-leave-id-description = The tournament's number
cmd-tournament-standings-description = A tournament's standings.
cmd-tournament-standings-id-description = The tournament's number
cmd-tournament-standings-page-description = Which page of the table (default 1)
cmd-tournament-pairings-description = A round's pairings.
cmd-tournament-pairings-id-description = The tournament's number
cmd-tournament-pairings-round-description = Which round (default: the current one)
cmd-tournament-export-description = The tournament as a TRF file and the PDN of its games.
cmd-tournament-export-id-description = The tournament's number
cmd-tournament-start-description = Start the tournament now (director).
cmd-tournament-start-id-description = The tournament's number
cmd-tournament-pause-description = Pause the tournament: the round's deadline stops (director).
cmd-tournament-pause-id-description = The tournament's number
cmd-tournament-resume-description = Resume a paused tournament (director).
cmd-tournament-resume-id-description = The tournament's number
cmd-tournament-withdraw-description = Withdraw a player from the next rounds (director).
cmd-tournament-withdraw-id-description = The tournament's number
cmd-tournament-withdraw-player-description = Who is withdrawn
cmd-tournament-forbid-description = Never pair two players together (director).
cmd-tournament-forbid-id-description = The tournament's number
cmd-tournament-forbid-first-description = One player
cmd-tournament-forbid-second-description = The other player
cmd-tournament-result-description = Set a board's result (director).
cmd-tournament-result-id-description = The tournament's number
cmd-tournament-result-round-description = The round
cmd-tournament-result-board-description = The board, as numbered in the pairings
cmd-tournament-result-outcome-description = The result
choice-swiss = Swiss
choice-round-robin = round robin
choice-adjudicated = adjudicated
choice-draw = draw
choice-white-wins = white wins
choice-black-wins = black wins
choice-white-forfeits = white forfeits
choice-black-forfeits = black forfeits
choice-double-forfeit = double forfeit
button-join-tournament = Join
button-leave-tournament = Leave
tournament-started = The tournament starts now.
tournament-opened = { $name } is open in { $thread }.
tournament-no-event = (No calendar event: the bot may not manage this server's events.)
tournament-event-location = In this server's tournament thread
tournament-thread-name = Round { $round }, board { $board }: { $white } – { $black }
tournament-picture-title = { $name }: standings after round { $rounds }
tournament-podium-title = { $name }: the podium
tournament-column-rank = #
tournament-column-name = Player
tournament-column-points = Points
tournament-column-record = W-D-L
tournament-column-solkoff-cut1 = Solk. −1
tournament-column-solkoff = Solkoff
tournament-column-sb = SB
tournament-column-wins = Wins
tournament-column-direct = Direct
cmd-tournament-why-description = Why a player was paired as they were in the last round.
cmd-tournament-why-id-description = The tournament's number
cmd-tournament-why-player-description = Whose pairing to explain
tournament-why-none = { $name } has no round paired yet.
tournament-why-criterion = { $decided ->
    [float] Their float was decided by
    [bye] The bye was decided by
   *[pair] This pairing was decided by
} { $criterion ->
    [none] no choice: no other pairing keeps the absolute criteria (no rematch, one pairing-allocated bye each, colours) and still pairs the rest of the round.
    [bye] the bye's rule: the pairing-allocated bye goes to the lowest score that can have it.
    [c5] C5: as few downfloaters as possible.
    [c6] C6: the smallest pairing score differences.
    [c7] C7: the downfloaters that let the next score group pair best.
    [c8] C8: fewest topscorers whose colour difference goes beyond two.
    [c9] C9: fewest topscorers with the same colour three times in a row.
    [c10] C10: fewest colour preferences not granted.
    [c11] C11: fewest strong colour preferences not granted.
    [c12] C12: fewest players who float down as in the previous round.
    [c13] C13: fewest players who float up as in the previous round.
    [c14] C14: fewest players who float down as two rounds before.
    [c15] C15: fewest players who float up as two rounds before.
    [c16] C16: the smallest score differences of players who float down as in the previous round.
    [c17] C17: the smallest score differences of players who float up as in the previous round.
    [c18] C18: the smallest score differences of players who float down as two rounds before.
    [c19] C19: the smallest score differences of players who float up as two rounds before.
    [unplayed] the bye's rule: among the lowest scores, a player who has played every round so far.
   *[order] no criterion: every other pairing was as good, so the order of candidates of article 4 chose it (the top half against the bottom half, then the fewest and smallest changes).
}
tournament-why-bye = Round { $round } of { $name }: { $player } (points: { $points }) had the pairing-allocated bye. With an odd number of players one sits out, a player of the lowest score group who has not had a bye, the lowest ranked of them first.
tournament-why-absent = Round { $round } of { $name }: { $player } was not paired ({ $reason ->
    [bye] they asked for a bye in that round
    [late] they joined after it was paired
   *[withdrawn] they were withdrawn
}).
tournament-why-robin = Round { $round } of { $name }: { $player } met { $opponent } as the round robin's Berger table sets it.
tournament-why-paired = Round { $round } of { $name }: { $player } (points: { $points }) met { $opponent } (points: { $opponent_points }) { $float ->
    [down] by floating down: their score group could not be paired within itself, so they met a player of a lower score.
    [up] by floating up: a player of a higher score group floated down to them.
   *[none] within their score group.
}
tournament-why-colour = Colour: { $colour ->
    [white] White
   *[black] Black
}; { $preference ->
    [none] no game played before, so no preference: the colour came from the higher ranked player's place.
    [granted] it met their { $strength ->
        [absolute] absolute
        [strong] strong
       *[mild] mild
    } colour preference.
   *[denied] it went against their { $strength ->
        [absolute] absolute
        [strong] strong
       *[mild] mild
    } colour preference: the opponent's preference was stronger, or the opponent was ranked higher.
}

# The Activity's Tournaments tab (docs/activity.md). { $date } is a date and time in the reader's
# own format, { $time } a duration (duration-*), { $left } an activity-event-left or -passed.
activity-tab-events = Tournaments
activity-events-title = Tournaments on this server
activity-events-none = No tournament is open on this server. /tournament create opens one.
activity-events-all = All tournaments
activity-event-stage-enrolling = Open for entries
activity-event-stage-running = Round { $round } of { $rounds }
activity-event-stage-paused = Paused in round { $round } of { $rounds }
activity-event-stage-finished = Finished
activity-event-kind-arena = Arena
activity-event-players = Players: { $players }
activity-event-starts = Starts { $date } ({ $left })
activity-event-deadline = Deadline: { $date } ({ $left })
activity-event-left = { $time } left
activity-event-passed = passed
activity-event-pairings = Pairings of round { $round }
activity-event-standings = Standings
activity-event-no-standings = The standings begin with the first round.
activity-event-entrants = Entered: { $players }
activity-event-board = Board { $board }
activity-event-open-game = Open my game
activity-event-bye = Bye: { $player }
activity-event-home = Back to this channel
activity-refuse-no-tournament-game = You have no game open in this round of the tournament (yet).
tournament-column-fire = Fire
tournament-column-games = Games
activity-event-stage-live = Under way
activity-event-ends = Ends { $date } ({ $left })
activity-event-games-now = Games being played

# The arena: a timed event on live clocks (service::arena, /arena).
arena-created = { $director } opens the arena { $name } ({ $variant }, clocks { $clock }, { $minutes } minutes, { $rated ->
    [1] rated
   *[other] unrated
    }), starting { $start }. Press Join to play; you are paired as soon as another player is free (arena { $id }).
arena-joined = { $player } joined the arena (players: { $players }).
arena-rejoined = { $player } is back and ready to be paired.
arena-paused = { $player } paused: not paired until they join again.
arena-berserk = { $player } goes berserk: half the time, no increment, one point more for a win of at least 7 moves.
arena-started = The arena { $name } starts now and ends { $end } ({ $relative }).
arena-pairing = { $name }: { $white } (White) plays { $black } (Black).
arena-over = The arena { $name } is over ({ $players } players). Games still being played do not count.
arena-standing-line = { $rank }. { $player }: { $points } { $points ->
    [one] point
   *[other] points
    }{ $fire ->
    [1] {" 🔥"}
   *[other] {""}
    }
arena-podium = The podium of { $name }: { $players }
arena-picture-title = { $name }: standings
arena-column-performance = Perf.
arena-thread-name = Arena: { $white } – { $black }
arena-opened = { $name } is open in { $thread }.
refuse-arena-unknown = There is no arena { $id }.
refuse-arena-clock = An arena's clock is one of the presets: { $presets }.
refuse-arena-minutes = An arena lasts from { $min } to { $max } minutes.
refuse-arena-start = The start must be between now and { $max } from now.
refuse-arena-too-many = This server already has { $max } arenas that are not over.
refuse-arena-not-director = Only the arena's director can do that.
refuse-arena-finished = This arena is over.
refuse-arena-already-in = You are already in this arena and ready to be paired.
refuse-arena-full = The arena is full ({ $max } players).
refuse-arena-not-ready = You are not ready in this arena (join it first).
refuse-arena-no-game = You have no game of this arena being played.
refuse-arena-berserk-again = You already went berserk in this game.
refuse-arena-berserk-late = Berserk is only possible before your first move.
refuse-arena-none-here = There is no arena in this channel; name its number.
cmd-arena-description = Arenas: timed events on live clocks, paired as soon as two players are free.
cmd-arena-create-description = Open an arena in this channel, with a thread of its own.
cmd-arena-create-variant-description = Which game is played
cmd-arena-create-clock-description = The clocks of every game (default 3+2)
cmd-arena-create-minutes-description = How long the arena lasts, in minutes (default 60)
cmd-arena-create-start_minutes-description = Minutes from now until the start (default 5)
cmd-arena-create-rated-description = Whether the games count for ratings (default yes)
cmd-arena-join-description = Join an arena, or come back after a pause.
cmd-arena-join-id-description = The arena's number (default: the one in this channel)
cmd-arena-pause-description = Pause: not paired again until you join again.
cmd-arena-pause-id-description = The arena's number (default: the one in this channel)
cmd-arena-berserk-description = Berserk: half your time and no increment, for a point more on a win.
cmd-arena-berserk-id-description = The arena's number (default: the one in this channel)
cmd-arena-standings-description = An arena's standings.
cmd-arena-standings-id-description = The arena's number (default: the one in this channel)

# English: the reference language of the catalogue. One message per `Msg` variant
# (crates/games-messages/src/catalogue/), with exactly the arguments the variant names.
# A command inside a sentence is a variable named after its key, `{ $cmd-calcada-new }`, which
# the catalogue fills in for the reader (src/commands.rs); never a literal. Words, plurals and
# typography are checked by src/checks/ against docs/glossary.md.

## Names and helpers

colour-blue = Blue
colour-yellow = Yellow
colour-red = Red
colour-green = Green
colour-black = Black
symbol-wave = Wave
symbol-star = Star
symbol-caravel = Caravel
symbol-fish = Fish
symbol-flower = Flower
symbol-bonus = Bonus
bot-kind-random = Random
bot-kind-greedy = Greedy
bot-kind-search = Search
end-second-stone-off = a second stone left the scoreboard and the round was played out
end-stalemate = a whole round passed without anyone placing a tile
end-players-left = fewer than two players remain
list-separator = {", "}
decimal-separator = {"."}

## Refusals

no-game-here = There is no game in this channel. Open one with `{ $cmd-calcada-new }`.
channel-busy = This channel already has a game (opened by { $creator }). One game per channel or thread.
channel-busy-anon = This channel already has a game. One game per channel or thread.
bad-board = That does not work: there is no board side “{ $board }”; choose A or B.
no-board-sides = { $game } has no board sides to choose from: leave the side option out.
bad-player-count = That does not work: a game has 2 to 4 players.
too-many-bots = That does not work: { $bots } { $bots ->
        [one] bot leaves
       *[other] bots leave
    } no seat for you in a game for { $max } { $max ->
        [one] player
       *[other] players
    }.
bad-reminder = That does not work: a reminder interval is 1 to 720 hours.
bad-takeover = That does not work: a bot can take over after 1 to 10 missed reminders.
not-open = This game has already started: joining and adding bots is over.
not-running = This game is not running: it has not started yet, or it is over.
already-seated = You already have a seat in this game.
game-full = This game is full ({ $max } { $max ->
        [one] player
       *[other] players
    }).
not-seated = You have no seat in this game. Join it while it is open.
not-creator-or-admin = Only the player who opened this game, or a server admin, can do that.
not-admin = Only a server admin can do that.
too-few-players = A game needs at least 2 players: ask someone to join, or add a bot.
bot-seat = A bot plays that seat now.
stale = That button belongs to an earlier moment of the game: look at the latest message.
stale-game = That button belongs to an earlier game in this channel: nothing was done.
other-game-move = This channel plays { $game }; that command is for another game ({ $other }). Choose your move with `{ $cmd-calcada-move }`.
not-a-move = “{ $words }” is not a move you can make now: `{ $cmd-calcada-options }` lists the ones you can.
moved-on = The game moved on while you were acting (someone else was quicker). Nothing was changed: look at the table and try again.
unknown-player = Nobody called “{ $name }” plays in this game.
interaction-outdated = This command or button has changed since your Discord app loaded it; nothing was done. Please try again (if it keeps happening, reload Discord).
malformed-options = That command's options did not come through as expected; nothing was changed. Please pick them again from the list.
guild-only = Games are played in a server's channels, not in direct messages.
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-send-messages-in-threads = Send Messages in Threads
permission-embed-links = Embed Links
permission-attach-files = Attach Files
bot-lacks-permissions = I cannot run a game in this channel: I need { $missing } here. Ask a server admin to change my permissions in this channel, or use another channel; nothing was changed.
channel-refused = Discord refuses my messages in { $channel }: I need { $missing } there. Your game's turn messages, pings and reminders wait until a server admin changes my permissions in that channel; I try again every hour, and at once when someone uses one of my commands there.
channel-gone = Your game's channel { $channel } no longer exists (Discord says so), so its game is ended: nothing could be posted there again. Open a new game in another channel with `{ $cmd-calcada-new }`.
channel-blocked = I cannot post in this channel (I need { $missing } here): the game's messages wait until a server admin changes my permissions here.
catch-up = I could not post in this channel for a while. { $turns ->
        [0] Nothing was played meanwhile.
        [one] One turn was played meanwhile.
       *[other] { $turns } turns were played meanwhile.
    } This is where the game stands:
internal = Something went wrong on our side; nothing was changed. Please try again.

## The rules' refusals

rule-game-over = This game is over.
rule-no-such-seat = There is no seat { $seat }.
rule-seat-left = { $name } has left this game.
rule-not-your-turn = It is { $current }'s turn.
rule-no-bonus-tiles = You have no bonus tiles left.
rule-already-declared = You have already declared { $colour } { $number } this turn: place a tile (or refresh a display first).
rule-not-declared = Declare a cobblestone first, then place a tile.
rule-no-stone-there = Space { $space } has no { $colour } cobblestone.
rule-colour-closed = { $colour } is closed: its stone has left the scoreboard.
rule-colour-exhausted = No { $colour } tiles are left.
rule-no-fitting-square = { $colour } { $number } would leave you nowhere to place: your board has no empty square showing { $number } in a district open to { $colour }.
rule-no-empty-square = { $colour } { $number } would leave you nowhere to place: your board has no empty square in a district open to { $colour }.
rule-tile-not-on-display = There is no { $colour } { $symbol } tile face-up.
rule-square-occupied = { $square } already holds a tile.
rule-wrong-number = { $square } shows { $shows } but you declared { $declared }.
rule-district-has-other-colour = District { $district } already holds { $colour } tiles.

## Settings that make no game

setup-player-count = Calçada is for 2 to 4 players, not { $count }.
setup-unknown-board = There is no board side “{ $board }”: choose A or B.
setup-no-default-multipliers = There is no scoreboard table for { $count } { $count ->
        [one] player
       *[other] players
    }.
setup-multipliers = The scoreboard table is not valid: { $detail }.
setup-start-player = There is no seat { $seat } to be the start player.

## Words that name nothing

parse-colour = “{ $text }” is not a colour: use blue, yellow, red, green or black.
parse-symbol = “{ $text }” is not a tile: use wave, star, caravel, fish, flower or bonus.
parse-square = “{ $text }” is not a square: use a column A-E and a row 1-5, like C4.
parse-space = “{ $text }” is not a space: the gameboard's spaces are 1 to 6.
parse-tile = “{ $text }” is not a tile: write colour-symbol, like blue-star.

## The command language

bad-line = That does not work: { $error }
line-unknown = “{ $word }” is not a command; `help` lists them.
missing-space = this command needs a space (1-6).
missing-colour = this command needs a colour.
missing-tile = this command needs a tile (wave, star, caravel, fish, flower, bonus).
missing-square = this command needs a square, like C4.
missing-value = the option “{ $option }” needs a value after it.
missing-name = this command needs a name.
missing-notify = this command needs dm or channel.
missing-hours = this command needs a number of hours.
not-player-count = “{ $text }” is not a valid player count.
not-hours = “{ $text }” is not a valid number of hours.
not-reminder-count = “{ $text }” is not a valid number of reminders.
not-count = “{ $text }” is not a valid count.
unknown-option = unknown option “{ $option }”: `help` lists each command's options.
unknown-bot = unknown bot “{ $text }”: use easy, normal or hard (or random, greedy, search).
notify-where = “{ $text }”: use dm or channel.
missing-date = this command needs a date, such as 2026-12-24.
missing-move = this command needs a move in the game's notation (`{ $cmd-calcada-options }` shows what you may do).
missing-language = this command needs a language: en, de, fr or hu.
unknown-language = “{ $text }” is not a language I speak: use en, de, fr or hu.
not-on-off = “{ $text }”: use on or off.
trailing-words = this command takes nothing after its options, but “{ $extra }” followed.
not-text = that line is not text (it is not valid UTF-8); nothing was done.

## Answers

opened = { $creator } opened a game of Calçada (board side { $board }, up to { $max } { $max ->
        [one] player
       *[other] players
    }). Join with `{ $cmd-calcada-join }`; { $creator } starts it with `{ $cmd-calcada-start }`.
joined = { $name } joined ({ $seated }/{ $max }).
bot-added = { $name } takes a seat ({ $seated }/{ $max }).
bot-seat-name = { $kind } bot { $number }
left-lobby = { $name } left the game before it started.
lobby-closed = { $name } closed the game before it started.
replaced-by-bot = { $name } left: a bot plays their seat from now on.
started = The game starts! Seat order: { $players }. { $first } begins.
    { $seal }
your-turn = { $name }, it is your turn in Calçada.
turn-of = Next: { $name }.
since-your-last-move = Since your last move, { $name }:
turn-played = Done: { $summary }. The turn is posted in the channel.
turn-queued = Done: { $summary }. Discord is not taking my messages in this channel right now: the turn message is queued and will be posted as soon as Discord takes it.
declared = You declared { $colour } { $number }. Face-up: { $tiles }. Place one on { $squares }.
nudged = You nudged { $colour } on to space { $space }, which now holds { $number } { $number ->
        [one] stone
       *[other] stones
    }. Bonus tiles left: { $bonus_left }.
refreshed = You refreshed the { $colour } display. Bonus tiles left: { $bonus_left }.
ended = { $by } ended the game. Scores as they stood:
notify-dm-on = You will also get a direct message when it is your turn.
notify-dm-off = You will be notified in the channel only.
dms-closed = { $name }, I could not send you a direct message (your privacy settings refuse them), so direct messages for this game are off. Turn them back on with `{ $cmd-calcada-me-notify }` once you accept them.
reminder-set = New games in this server remind a player who has not moved for { $hours } h.
away-days-set = Players of this server may now be away for { $days } { $days ->
        [one] day
       *[other] days
    } at most.
lobby-days-set = Open games of this server that nobody starts are now closed after { $days } { $days ->
        [one] day
       *[other] days
    }.
lobby-expired = This game was opened { $days } { $days ->
        [one] day
       *[other] days
    } ago and nobody started it, so it is closed: the channel is free. Open a new one with `{ $cmd-calcada-new }` when you are ready.
lobby-expires = (open: closes on { $at } unless it starts)
bad-away-days = Give a number of days from 1 to 90.
reminder = { $name }, the game is waiting for your move (over { $hours } h now).
bot-took-over = { $name } did not move in time: a bot played this turn for them.
no-games = No games in this server.
declaration-choice = Space { $space } · { $colour } → declares { $colour } { $number } · fits { $squares }
pass-choice = Space { $space } · { $colour } → declares { $colour } { $number } · nothing fits: you pass
nudge-choice = Nudge: space { $space } · { $colour } → space { $to } (then { $after } { $after ->
        [one] stone
       *[other] stones
    } there) · costs a bonus tile
refresh-choice = Refresh the { $colour } display · costs a bonus tile
placement-choice = { $colour } { $symbol } → { $square }
menu-placeholder = Choose your move
option-line = { $label } · `{ $notation }`

## The turn panel

panel-your-turn = Your turn (round { $round }): choose a declaration, or spend a bonus tile on a nudge first.
panel-planned = Planned so far: { $steps }.
panel-declared = You declare { $colour } { $number }: choose a tile and its square (framed in green).
panel-preview = Preview: { $colour } { $symbol } on { $square } scores { $points } { $points ->
        [one] point
       *[other] points
    } now. Confirm to play your turn, or go back.
panel-pass = Declaring { $colour } { $number } passes your turn: nothing fits. Confirm to play it, or go back.
panel-stale = The game moved on since this panel was opened: nothing was played. Open a fresh one.
panel-not-your-turn = It is { $current }'s turn, not yours. Here is your board.
refresh-warning = Refreshing the { $colour } display reveals new tiles, so it is played at once, together with the steps you planned before it. Refresh now?
button-take-turn = Take your turn
button-confirm = Confirm
button-back = Back
button-suggest = Suggest
button-refresh-now = Refresh now
button-fresh-panel = Open a fresh panel
select-nudge = Bonus: nudge a stone first
select-declare = Declare a stone
select-place = Place a tile
select-refresh = Bonus: refresh a display
nothing-fits = No declaration fits your board: declaring any stone passes your turn (a nudge may still help).
posted-in-channel = Done: the answer is in the channel.
help =
    Commands:
      new [side A|B] [players 2-4] [bots greedy,random] [reminder HOURS] [takeover N]
      new ... clock DAYS bonus HOURS clockquiet on
                              with a turn clock: DAYS to start with, HOURS more after each turn
                              open a game here (takeover: a bot plays after N missed reminders)
      join | leave | bot [greedy|random] | start                          before the start
      nudge SPACE COLOUR      bonus: move a stone one space on, before declaring
      declare SPACE COLOUR    declare a stone (the number is the stones on its space) and move it
      refresh COLOUR          bonus: new face-up tiles for a colour
      place SYMBOL SQUARE     place a face-up tile of the declared colour, e.g. place star C4
      options                 what you may do now
      move NOTATION           a move in the game's notation (e.g. move d3Y)
                              options shows each move's notation; Piazza's moves are typed only this way
      turn                    your turn in a panel: try ACTION to plan it (try declare 3 yellow,
                              try place star C4) with a preview, back to undo, confirm to play it
      board [NAME] | table | status | history [N] | results [PAGE] | rules
      games [PAGE] | stats | leaderboard [speed]    your games here; results and time to move
      replay [N] [#GAME]      a game turn by turn: turn N (0: the start) of this game or game #GAME
      notify dm|channel       how you are told it is your turn
      settings | away DAY | away off                your settings; time away until DAY
      end                     end the game (its creator or a server admin)
      list | reminder HOURS | replace NAME | pause | resume      server admins
      NAME: command | as NAME | quit          (terminal) act as NAME; switch to NAME; stop
rules =
    Calçada in short:
    1. Optional, before declaring: spend a bonus tile to nudge any stone one space clockwise.
    2. Declare: choose a stone on the gameboard. Your number is how many stones are on its space
       (6 or more: any square). Move that stone one space clockwise.
    3. Optional: spend a bonus tile to refresh a colour's face-up tiles.
    4. Place: take a face-up tile of the declared colour and put it on an empty square showing
       your number, in a district that holds no other colour. A bonus symbol gives 2 bonus tiles.
    5. Completing a district scores tiles × the colour's multiplier; then that colour's stone
       moves down the scoreboard. Off the bottom: +2 points and the colour is closed.
    The end comes when a second stone leaves the scoreboard; the round is finished so all have
    played equally. Then: connected motifs (2: 1, 3: 3, 4: 5, 5: 8, 6: 11, 7: 14, 8+: 18),
    1 point per tile in incomplete districts, 1 point per 2 bonus tiles.
status-line = { $you ->
        [true] ▶{" "}
       *[false] {""}
    }{ $name }{ $bot ->
        [true] {" "}(bot)
       *[false] {""}
    }: { $score } { $score ->
        [one] point
       *[other] points
    }, { $bonus_tiles } bonus { $bonus_tiles ->
        [one] tile
       *[other] tiles
    }, { $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    } placed
lobby = Waiting to start: { $count } of { $max } { $max ->
        [one] seat
       *[other] seats
    } taken ({ $players }).
game-line = <#{ $channel }> · { $status } · { $players }
game-line-turn = <#{ $channel }> · { $status } · { $players } · { $turn } to play (turn began { $hours } h ago)
status-open = open
status-running = running
status-finished = finished
status-ended = ended
history-line = { $seq }. { $name }: { $action }
no-history = Nothing has been played yet.
game-finished-at = This game is over: it finished on { $when }.
game-ended-at = This game is over: it was ended on { $when }.
no-results = No game has been played to its end in this channel yet.
results-header = Games played here: { $games } (page { $page } of { $pages }), newest first:
result-line = #{ $game } · { $when } · { $standings }
result-line-ended = #{ $game } · { $when } (ended early) · { $standings }
result-standing = { $rank }. { $name } { $points }
button-previous = Previous
button-next = Next
final-title = Game over
ended-title = { $by } ended the game
card-standing = { $rank }. { $name }: { $points } { $points ->
        [one] point
       *[other] points
    }
act-nudge = nudge { $space } { $colour }
act-declare = declare { $space } { $colour }
act-refresh = refresh { $colour }
act-place = place { $symbol } { $square }
act-leave = leave

## What happened

ev-nudged = { $name } spent a bonus tile to nudge { $colour } from space { $from } to { $to }
ev-declared = { $name } declared { $colour } { $number } and moved it from space { $from } to { $to }
ev-passed = { $name } had no legal declaration: declared { $colour } { $number } anyway, moved the stone from space { $from } to { $to } and passed
ev-refreshed = { $name } spent a bonus tile to refresh the { $colour } display
ev-placed = { $name } placed { $colour } { $symbol } on { $square }
ev-bonus-gained = { $name } gained { $count } bonus { $count ->
        [one] tile
       *[other] tiles
    }
ev-refilled = the { $colour } display was refilled with { $count } { $count ->
        [one] tile
       *[other] tiles
    }
ev-district-scored = { $name } completed district { $district }: { $tiles } × { $multiplier } = { $points } { $points ->
        [one] point
       *[other] points
    }
ev-stone-down = the { $colour } stone moved down the scoreboard
ev-colour-closed = the { $colour } stone left the scoreboard: { $name } gains { $points } { $points ->
        [one] point
       *[other] points
    } and { $colour } is closed
ev-end-triggered = a second stone has left the scoreboard: this is the last round
ev-player-left = { $name } left the game
ev-turn-started = round { $round }: { $name }'s turn
ev-game-over = the game is over: { $reason }
declared-before = { $name } declared { $colour } { $number }

## Scores

ranking-over = Game over: { $reason }.
ranking-line = { $rank }. { $name }: { $points } { $points ->
        [one] point
       *[other] points
    }
ranking-not-over = The game is not over (round { $round }). Scores so far:
ranking-so-far = - { $name }: { $points } { $points ->
        [one] point
       *[other] points
    } if the game ended now
breakdown-district = district { $district } ({ $colour }): { $tiles } × { $multiplier } = { $points }
breakdown-off-board = stones off the scoreboard: { $points }
breakdown-group = { $symbol } group of { $size } { $size ->
        [one] tile
       *[other] tiles
    }: { $points }
breakdown-incomplete = tiles in incomplete districts { $districts }: { $points }
breakdown-incomplete-item = { $district } ({ $tiles })
breakdown-bonus = { $tiles } bonus { $tiles ->
        [one] tile
       *[other] tiles
    }: { $points }

## Records

replay-verified = Record replayed: { $actions } { $actions ->
        [one] action
       *[other] actions
    }, every stored state verified.
record-broken = { $path }: the record does not replay: { $error }
replay-malformed = not a Calçada record: { $detail }
replay-version = unsupported record “{ $format }” version { $version } (expected “{ $expected_format }” version { $expected_version })
replay-setup = the record's settings do not make a game: { $error }
replay-illegal = action { $action } (seat { $seat }: { $what }) is illegal: { $error }
replay-mismatch-initial = the initial state differs at { $path }: the record says { $recorded }, the replay gives { $replayed }
replay-mismatch = the state after action { $action } differs at { $path }: the record says { $recorded }, the replay gives { $replayed }
## records of the family (issue 27 item 5)
replay-other-game = this is a record of the game “{ $game }”: only records of “{ $expected }” (Calçada) replay here

## The command line

cannot-read = cannot read { $path }: { $error }
cannot-write = cannot write { $path }: { $error }
no-bots = --bots needs at least one bot kind (random, greedy)
sim-header = Simulated { $games } { $games ->
        [one] game
       *[other] games
    }: { $players } { $players ->
        [one] player
       *[other] players
    }, board { $board }, bots { $bots }, multipliers { $table }
sim-default-table = default
sim-time = {"  "}time            { $seconds } s ({ $rate } games per second, one core)
sim-rounds = {"  "}rounds          { $average } on average
sim-actions = {"  "}actions         { $average } per game on average
sim-fill = {"  "}board fill      { $percent }% on average
sim-score = {"  "}score           { $average } on average, { $max } at most
sim-endings = {"  "}endings         { $second_stone } by the second stone off, { $stalemates } by stalemate ({ $percent }%)
sim-wins = {"  "}{ $kind } won { $percent }% of the seats it played
bench-service-database = On { $database }:
bench-service-header = One turn through the service (apply, commit, turn picture), { $turns } { $turns ->
        [one] turn
       *[other] turns
    }, one thread:
bench-panel-header = One panel step (a choice answered with the updated panel and its picture), { $steps } { $steps ->
        [one] step
       *[other] steps
    }, one thread:
bench-service-times = {"  "}median { $median } ms   p99 { $p99 } ms   max { $max } ms
bench-service-parallel = { $threads } { $threads ->
        [one] thread
       *[other] threads
    } at once: { $turns } { $turns ->
        [one] turn
       *[other] turns
    } in { $seconds } s = { $rate } turns per second
bench-bots-header = Searching bot against greedy bots, { $games } { $games ->
        [one] game
       *[other] games
    } per match from seed { $seed }, budget { $playouts } { $playouts ->
        [one] playout
       *[other] playouts
    } ({ $limit }), one thread:
bench-bots-no-limit = no time limit
bench-bots-limit = at most { $ms } ms
bench-bots-decisions = {"  "}decision time   median { $median } ms   p99 { $p99 } ms   max { $max } ms   ({ $searched } { $searched ->
        [one] search
       *[other] searches
    } in { $decisions } { $decisions ->
        [one] decision
       *[other] decisions
    }; the others follow the planned turn)
bench-bots-playouts = {"  "}playouts        { $rate } per second ({ $playouts } in all); { $timed_out } { $timed_out ->
        [one] search
       *[other] searches
    } stopped by the time limit
bench-bots-match = {"  "}{ $players } { $players ->
        [one] player
       *[other] players
    }: the searching bot won { $percent }% of { $games } { $games ->
        [one] game
       *[other] games
    } against { $others } greedy { $others ->
        [one] bot
       *[other] bots
    } ({ $wins } outright, { $shared } shared); score { $score } against { $best } for the best greedy bot
bench-bots-time = {"  "}time            { $seconds } s

## Running the bot

no-token =
    DISCORD_TOKEN is not set, so the bot cannot connect to Discord.
    To get a token: open https://discord.com/developers/applications, create an application, open
    its Bot page, press Reset Token and copy it; then put DISCORD_TOKEN=... in a .env file here
    (see .env.example and README.md, which also explains how to invite the bot).
    To try the game without Discord right now: calcada local
token-rejected =
    Discord refused the bot's token (DISCORD_TOKEN): it is wrong, or it was reset. The bot stops.
    To get a new token: open https://discord.com/developers/applications, choose your application,
    open its Bot page, press Reset Token and copy it into DISCORD_TOKEN in your .env file.
discord-unreachable = Cannot reach Discord ({ $error }); trying again in { $seconds } s. Stop with Ctrl-C.
config-invalid = The setting { $name }=“{ $value }” is not valid; see .env.example.
env-file-broken = The .env file cannot be read at line { $line } ({ $name }): write each setting as NAME=value, and quote a value with spaces ("like this"). Nothing was started.
env-file-unreadable = The .env file cannot be read: { $error }

## The terminal

local-prompt = { $name }>{" "}
local-private = (to { $name }) { $text }
local-mention = @{ $name }
local-picture = {"  "}picture: { $path }
local-notice = {"  "}[notice] { $text }
local-notice-for = {"  "}[notice for { $name }] { $text }
local-direct = {"  "}[direct message to { $name }] { $text }
local-fault = Something went wrong on our side; nothing was changed ({ $fault }).
local-control = {"  "}[{ $number }] { $label }
local-select = {"  "}{ $placeholder }:
local-no-control = No choice is numbered { $number } here: type a number from the last list shown to you.
local-seat-count = { $game } is for { $min } to { $max } { $max ->
        [one] player
       *[other] players
    }, not { $count }: give the people at this keyboard with --players and the bots with --bots (easy, normal, hard).
nothing-planned = Nothing is planned yet: plan your turn with `try declare 3 yellow`, then `try place star C3`, then `confirm` (or `back`). `turn` shows the plan.

## Languages and hints

language-name = { $code ->
    [de] Deutsch
    [fr] Français
    [hu] Magyar
   *[en] English
}
language-set = This game's public messages are now in { $language }.
hints-off = Hints are turned off in this game (its creator chose so at the start).
hint-header = Suggestion from the Hard bot: { $turn }.
hint-spends = { $count ->
    [one] spends { $count } bonus tile on a nudge
   *[other] spends { $count } bonus tiles on nudges
}
hint-passes = no declaration is possible: the turn is a pass
hint-grows = grows district { $district } ({ $colour }) to { $tiles } of { $size } { $size ->
    [one] tile
   *[other] tiles
}
hint-completes = completes district { $district } ({ $colour }) for { $points } { $points ->
    [one] point
   *[other] points
} (×{ $multiplier } per tile)
hint-closes = the { $colour } stone leaves the scoreboard: { $points } more { $points ->
    [one] point
   *[other] points
}, and { $colour } closes
hint-triggers-end = the second stone leaves the scoreboard: the game ends after this round
hint-motif = makes a { $motif } group of { $size } { $size ->
    [one] tile
   *[other] tiles
} (motif points at the end: { $points })
hint-bonus = { $count ->
    [one] gains { $count } bonus tile
   *[other] gains { $count } bonus tiles
}
hint-used = { $name } asked for a hint this turn.

## Words in pictures (short: they are drawn at phone size)

pic-points = points
pic-bonus-tiles = { $count ->
    [one] { $count } bonus tile
   *[other] { $count } bonus tiles
}
pic-round = Round { $round }
pic-turn-of = { $name }'s turn
pic-step-declare = declare a stone
pic-step-place = { $number ->
    [6] place { $colour } on any square
   *[other] place { $colour } on a { $number }
}
pic-last-round = Last round
pic-closed = closed
pic-off-row = off
pic-stack = { $count } left
pic-multiplier = ×{ $multiplier }
pic-gameboard = Gameboard
pic-scoreboard = Scoreboard
pic-gained = +{ $points }
pic-district-chip = { $district } { $points }
pic-districts-done = Districts
pic-left-game = left the game
pic-game-over = Game over
pic-rank = { NUMBER($rank, type: "ordinal") ->
    [one] { $rank }st
    [two] { $rank }nd
    [few] { $rank }rd
   *[other] { $rank }th
}
pic-districts = Districts
pic-off-board = Stones off the scoreboard
pic-motif-groups = Motif groups
pic-incomplete = Incomplete districts
pic-bonus-pairs = Bonus tile pairs
pic-total = Total
pic-district-detail = { $district } { $tiles }×{ $multiplier }
pic-group-detail = { $motif } { $size }
pic-incomplete-detail = { $district } { $tiles }
pic-bonus-detail = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
pic-list-separator = {" · "}
pic-you = { $name } (you)
pic-strip-points = { $points } { $points ->
    [one] pt
   *[other] pts
}
pic-stone-count = { $letter }×{ $count }
pic-panel-title = Your board and the table
pic-panel-choose = Choose where the tile goes: the green squares fit
pic-preview = Preview: { $points }
pic-preview-points = { $points ->
    [one] +{ $points } point
   *[other] +{ $points } points
}
pic-preview-district = completes { $district }: { $tiles } { $tiles ->
    [one] tile
   *[other] tiles
} × { $multiplier }
pic-preview-stone-off = +{ $points } for the stone leaving the scoreboard
pic-preview-bonus = { $count ->
    [one] +{ $count } bonus tile
   *[other] +{ $count } bonus tiles
}
pic-preview-no-district = completes no district

## Records, the shuffle's commitment, backups

sealed = The shuffle is sealed: SHA-256 `{ $hash }` (of the seed and a secret salt, both revealed at the end).
not-sealed = This game was opened before shuffles were sealed.
seal-revealed = The shuffle's seed was { $seed } with salt `{ $salt }`: anyone can check them against the seal shown at the start (`calcada verify`).
replay-no-seed = the record has no seed (it is the export of a running game): it can be replayed once the game is over.
replay-commitment = the seed and salt hash to { $revealed }, not to the seal { $committed } shown at the start.
render-wrote = wrote { $path }
render-step-beyond = --step { $step } is beyond the record, which has { $actions } { $actions ->
        [one] action
       *[other] actions
    }.
replay-final-scores = the final scores in the record differ from the replay's.
verified-sealed = The seal matches the seed and salt ({ $hash }), and { $actions ->
        [0] the record holds no action to replay
        [one] its one action replays exactly
       *[other] all { $actions } actions replay exactly
    }.
verified-unsealed = The record has no seal (a game played offline); { $actions ->
        [0] it holds no action to replay
        [one] its one action replays exactly
       *[other] all { $actions } actions replay exactly
    }.
seal-not-shown = This record does not come from the game whose seal was published: the start message showed `{ $shown }`, the record carries `{ $carried }`.
seal-absent = This record carries no seal (a game played offline): it cannot come from the game whose seal `{ $shown }` was published.
exported = Wrote { $count ->
    [one] { $count } record
   *[other] { $count } records
} to { $dir }.
nothing-to-export = No stored game matches.
no-such-game = There is no game #{ $game } in this server.
settings-shown = Your settings: time zone { $zone } · quiet hours { $quiet ->
    [none] none
   *[other] { $quiet }
} · told of your turn { $notify ->
    [channel] in the channel
    [dm] by direct message
    [both] in the channel and by direct message
   *[other] as each game says
} · reminders { $reminder ->
    [-1] as each game says
    [0] never
    [one] every hour
   *[other] every { $reminder } hours
} · away { $away ->
    [none] no
   *[other] until { $away }
}
settings-saved = Saved.
bad-time-zone = “{ $text }” is not a time zone I know: use a name like Europe/Budapest or America/New_York (the list is offered as you type).
bad-quiet = “{ $text }”: give quiet hours as 22:00-08:00 (in your time zone), or off.
quiet-too-long = Quiet hours may cover at most { $hours } { $hours ->
        [one] hour
       *[other] hours
    } a day: the game must go on. Choose a shorter window.
away-budget-spent = This server allows { $days } { $days ->
        [one] day
       *[other] days
    } away within any 30 days, and you have { $left } left: choose an earlier day.
bad-date = “{ $text }”: give a date to come, such as 2026-12-24.
away-too-long = This server lets players be away for { $days } { $days ->
        [one] day
       *[other] days
    } at most.
away-set = You are away until { $until }: no reminders, and no bot plays for you, until then (in a server that allows less time away, only as long as it allows). Use `{ $cmd-calcada-me-back }` when you return.
back = Welcome back: reminders are on again.
status-away = { $name } is away until { $until }.
status-waiting = { $name } got the turn { $since }.
leaderboard-header = Leaderboard of this server (games played to their end; rating: Weng-Lin, 25 to start):
leaderboard-line = { $rank ->
    [0] { $name }
   *[other] { $rank }. { $name }
} · rating { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} ({ $percent }%) · { $average } points on average · best { $best }
leaderboard-bots = Bots (not rated):
leaderboard-bot-line = { $kind } · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} ({ $percent }%) · { $average } points on average · best { $best }
no-leaderboard = No game has been played to its end in this server yet.
no-stats = No finished game in this server yet for that player.
stats-best = Best game: #{ $game } with { $points } { $points ->
        [one] point
       *[other] points
    }.
stats-game = #{ $game } · { $when } · { NUMBER($rank, type: "ordinal") ->
        [one] { $rank }st
        [two] { $rank }nd
        [few] { $rank }rd
       *[other] { $rank }th
    } of { $players } with { $points } { $points ->
        [one] point
       *[other] points
    }
record-attached = The record of game #{ $game } is attached (its format: docs/record-format.md in the bot's repository).
record-running = The game is still running, so the record leaves out the seed (it would reveal the order of the stacks); export it again once the game is over to replay it.
backup-written = Backed up { $games ->
    [one] { $games } game
   *[other] { $games } games
} to { $path }.
backup-failed = Could not back up to { $path }: { $error }
database-damaged = The database { $path } is damaged ({ $detail }), so the bot does not start. Restore a backup (see README, "Backups").
database-damaged-backup = The database { $path } is damaged ({ $detail }), so the bot does not start. The newest backup is { $backup }: stop the bot, copy it over { $path } and start again.
database-tightened = The file { $path } was open to other users (mode { $mode }). It holds every running game's seed, so it is now readable and writable by you only (0600).
backups-need-sqlite = Scheduled backups (CALCADA_BACKUP_DIR) copy a SQLite file. With PostgreSQL (DATABASE_URL), back up with pg_dump or the database server's own backups, and leave CALCADA_BACKUP_DIR unset.
metrics-bind-failed = The metrics listener (CALCADA_METRICS_ADDR) cannot listen on { $address }: { $error }. Choose a free address and port, or leave CALCADA_METRICS_ADDR unset. The bot stops.
migrate-db-done = Copied { $games ->
    [one] { $games } game
   *[other] { $games } games
} ({ $actions } { $actions ->
    [one] action
   *[other] actions
}, { $notices } { $notices ->
    [one] notice
   *[other] notices
}) and every setting from { $from } to { $to }. Checked: every table has as many rows as before, and { $replayed ->
    [one] { $replayed } started game loads and replays
   *[other] { $replayed } started games load and replay
} exactly. Point DATABASE_URL at { $to } and start the bot.
migrate-db-failed = Could not copy { $from } to { $to }: { $error }

## Slash commands as Discord shows them. Each command, option and choice has a name
## (`cmd-...`: lowercase, no spaces, at most 32 characters; the English names are the
## commands' own and must not change) and a description (`...-desc`, at most 100 characters).
## Choices (`...-choice-N`) are labels only (at most 100 characters).

cmd-calcada = calcada
cmd-calcada-desc = Play Calçada or Piazza, two tile-laying board games

cmd-calcada-new = new
cmd-calcada-new-desc = Open a game in this channel or thread
cmd-calcada-new--side = side
cmd-calcada-new--side-desc = Board side (default A)
cmd-calcada-new--side-choice-0 = A (8 districts)
cmd-calcada-new--side-choice-1 = B (9 districts)
cmd-calcada-new--players = players
cmd-calcada-new--players-desc = Most players, 2 to 4 (default 4)
cmd-calcada-new--bots = bots
cmd-calcada-new--bots-desc = Bots to seat now (Normal level)
cmd-calcada-new--reminder_hours = reminder_hours
cmd-calcada-new--reminder_hours-desc = Remind a player who has not moved after this many hours (default 24)
cmd-calcada-new--takeover = takeover
cmd-calcada-new--takeover-desc = After this many missed reminders a bot plays the turn (default: never)
cmd-calcada-new--language = language
cmd-calcada-new--language-desc = Language of the game's public messages (default: the server's)
cmd-calcada-new--language-choice-0 = English
cmd-calcada-new--language-choice-1 = Deutsch
cmd-calcada-new--language-choice-2 = Français
cmd-calcada-new--language-choice-3 = Magyar
cmd-calcada-new--hints = hints
cmd-calcada-new--hints-desc = Whether players may ask for hints (default: yes)
cmd-calcada-new--stand_in = stand_in
cmd-calcada-new--stand_in-desc = The bot that plays for a player who left or stays away (default Normal)
cmd-calcada-new--stand_in-choice-0 = Normal (plays for points now)
cmd-calcada-new--stand_in-choice-1 = Hard (plans ahead)
cmd-calcada-new--stand_in-choice-2 = Easy (any legal move)

cmd-calcada-join = join
cmd-calcada-join-desc = Take a seat in this channel's game before it starts

cmd-calcada-leave = leave
cmd-calcada-leave-desc = Leave this channel's game (once it runs, a bot plays your seat)

cmd-calcada-bot = bot
cmd-calcada-bot-desc = Seat a bot player (the game's creator, before the start)
cmd-calcada-bot--kind = kind
cmd-calcada-bot--kind-desc = Which level (default Normal)
cmd-calcada-bot--kind-choice-0 = Normal (plays for points now)
cmd-calcada-bot--kind-choice-1 = Hard (plans ahead)
cmd-calcada-bot--kind-choice-2 = Easy (any legal move)

cmd-calcada-start = start
cmd-calcada-start-desc = Start the game (its creator)

cmd-turn = turn
cmd-turn-desc = Your turn in a private panel: choose, see the preview, then confirm

cmd-hint = hint
cmd-hint-desc = A suggestion for your turn from the Hard bot, and why (only you see it)

cmd-nudge = nudge
cmd-nudge-desc = Bonus: spend a bonus tile to move a stone one space on, before declaring
cmd-nudge--stone = stone
cmd-nudge--stone-desc = The stone to nudge: space and colour, e.g. 3 yellow

cmd-declare = declare
cmd-declare-desc = Declare a stone (the stones on its space are your number) and move it one space on
cmd-declare--stone = stone
cmd-declare--stone-desc = Space and colour, e.g. 3 yellow: only legal declarations are offered

cmd-refresh = refresh
cmd-refresh-desc = Bonus: spend a bonus tile to replace a colour's face-up tiles
cmd-refresh--colour = colour
cmd-refresh--colour-desc = The colour to refresh
cmd-refresh--colour-choice-0 = Blue
cmd-refresh--colour-choice-1 = Yellow
cmd-refresh--colour-choice-2 = Red
cmd-refresh--colour-choice-3 = Green
cmd-refresh--colour-choice-4 = Black

cmd-place = place
cmd-place-desc = Place a face-up tile of the declared colour on your board
cmd-place--tile = tile
cmd-place--tile-desc = Tile and square, e.g. star C4: only legal placements are offered

cmd-calcada-board = board
cmd-calcada-board-desc = Show a board: yours, or another player's (a bot's too)
cmd-calcada-board--player = player
cmd-calcada-board--player-desc = Whose board (default yours): a player of this game

cmd-calcada-table = table
cmd-calcada-table-desc = Show the shared table: gameboard, scoreboard, face-up tiles

cmd-calcada-status = status
cmd-calcada-status-desc = Whose turn it is, and everybody's points

cmd-calcada-history = history
cmd-calcada-history-desc = The last moves of this game
cmd-calcada-history--last = last
cmd-calcada-history--last-desc = How many moves (default 10)

cmd-calcada-results = results
cmd-calcada-results-desc = The games played to their end in this channel, with their rankings

cmd-calcada-rules = rules
cmd-calcada-rules-desc = The rules in short

cmd-calcada-move = move
cmd-calcada-move-desc = Play a move in this channel's game, in its notation
cmd-calcada-move--move = move
cmd-calcada-move--move-desc = Your move, from the list of legal ones
cmd-calcada-options = options
cmd-calcada-options-desc = What you may do now, with menus to do it

cmd-calcada-me = calcada-me
cmd-calcada-me-desc = Your own settings: time zone, quiet hours, reminders, time away, how you are told

cmd-calcada-me-notify = notify
cmd-calcada-me-notify-desc = How you are told that it is your turn
cmd-calcada-me-notify--how = how
cmd-calcada-me-notify--how-desc = Where to be told
cmd-calcada-me-notify--how-choice-0 = In the channel only
cmd-calcada-me-notify--how-choice-1 = Also by direct message

cmd-calcada-language = language
cmd-calcada-language-desc = Change the language of this game's public messages (its creator, or an admin)
cmd-calcada-language--language = language
cmd-calcada-language--language-desc = The new language
cmd-calcada-language--language-choice-0 = English
cmd-calcada-language--language-choice-1 = Deutsch
cmd-calcada-language--language-choice-2 = Français
cmd-calcada-language--language-choice-3 = Magyar

cmd-calcada-record = record
cmd-calcada-record-desc = The record of this channel's game, or of a game listed in the results, as a JSON file
cmd-calcada-record--game = game
cmd-calcada-record--game-desc = The game's number, as the results list it (default: this channel's game)

cmd-calcada-leaderboard = leaderboard
cmd-calcada-leaderboard-desc = This server's leaderboard: players by rating, bot levels apart

cmd-calcada-stats = stats
cmd-calcada-stats-desc = A player's results in this server: recent games, best game
cmd-calcada-stats--player = player
cmd-calcada-stats--player-desc = Whose results (default: yours)

cmd-calcada-me-settings = settings
cmd-calcada-me-settings-desc = Your own settings: time zone, quiet hours, how you are told, reminders
cmd-calcada-me-settings--time_zone = time_zone
cmd-calcada-me-settings--time_zone-desc = Your time zone, e.g. Europe/Budapest (offered as you type)
cmd-calcada-me-settings--quiet = quiet
cmd-calcada-me-settings--quiet-desc = Quiet hours in your time zone, e.g. 22:00-08:00, or off
cmd-calcada-me-settings--notify = notify
cmd-calcada-me-settings--notify-desc = How you are told it is your turn
cmd-calcada-me-settings--notify-choice-0 = In the channel
cmd-calcada-me-settings--notify-choice-1 = By direct message
cmd-calcada-me-settings--notify-choice-2 = Both
cmd-calcada-me-settings--reminder_hours = reminder_hours
cmd-calcada-me-settings--reminder_hours-desc = Hours between your reminders (0: none)

cmd-calcada-me-away = away
cmd-calcada-me-away-desc = Away until a day: no reminders, no bot plays for you
cmd-calcada-me-away--until = until
cmd-calcada-me-away--until-desc = The last day you are away, e.g. 2026-12-24

cmd-calcada-me-back = back
cmd-calcada-me-back-desc = Back from time away: reminders resume

cmd-calcada-end = end
cmd-calcada-end-desc = End this channel's game now (its creator, or an admin)

cmd-calcada-admin = calcada-admin
cmd-calcada-admin-desc = Manage this server's games (server admins)

cmd-calcada-admin-list = list
cmd-calcada-admin-list-desc = Every game in this server: channel, players, whose turn and since when

cmd-calcada-admin-end = end
cmd-calcada-admin-end-desc = End this channel's game

cmd-calcada-admin-replace = replace
cmd-calcada-admin-replace-desc = Let a bot play a player's seat in this channel's game from now on
cmd-calcada-admin-replace--player = player
cmd-calcada-admin-replace--player-desc = The player to replace
cmd-calcada-admin-replace--level = level
cmd-calcada-admin-replace--level-desc = The bot's level (default: the game's stand-in level)
cmd-calcada-admin-replace--level-choice-0 = Normal (plays for points now)
cmd-calcada-admin-replace--level-choice-1 = Hard (plans ahead)
cmd-calcada-admin-replace--level-choice-2 = Easy (any legal move)

cmd-calcada-admin-reminder = reminder
cmd-calcada-admin-reminder-desc = The server's default reminder interval for new games
cmd-calcada-admin-reminder--hours = hours
cmd-calcada-admin-reminder--hours-desc = Hours a player may take before a reminder

cmd-calcada-admin-away-days = away-days
cmd-calcada-admin-away-days-desc = How many days a player may be away
cmd-calcada-admin-away-days--days = days
cmd-calcada-admin-away-days--days-desc = Days, 1 to 90 (default 14)

cmd-calcada-admin-lobby-days = lobby-days
cmd-calcada-admin-lobby-days-desc = After how many days an open game nobody starts is closed
cmd-calcada-admin-lobby-days--days = days
cmd-calcada-admin-lobby-days--days-desc = Days, 1 to 90 (default 7)

## A player's games and turn times
stats-speed = Time to move (outside quiet hours, { $turns ->
        [one] one turn
       *[other] { $turns } turns
    }): median { $median }, 90% of turns within { $p90 }.
stats-on-time = Games played to their end without a stand-in: { $on_time } of { $games }.
leaderboard-speed-header = Fastest players of this server (median time to move, outside each player's quiet hours):
leaderboard-speed-line = { $rank }. { $name } · median { $median } · 90% within { $p90 } · { $turns ->
        [one] one turn
       *[other] { $turns } turns
    } · without a stand-in in { $on_time } of { $games } { $games ->
        [one] game
       *[other] games
    }
span-minutes = { $minutes }m
span-hours = { $hours }h { $minutes }m
span-days = { $days }d { $hours }h
my-games-header = Your games in this server: { $count } ({ $waiting ->
        [0] none waiting on you
        [one] one waiting on you
       *[other] { $waiting } waiting on you
    }).
my-games-running = #{ $game } in <#{ $channel }> · { $mine ->
        [true] **your turn**
       *[false] { $turn } to play
    } (the turn began { $since }) · you: seat { $seat }, { $points } { $points ->
        [one] point
       *[other] points
    }, { NUMBER($rank, type: "ordinal") ->
        [one] { $rank }st
        [two] { $rank }nd
        [few] { $rank }rd
       *[other] { $rank }th
    } of { $players }
my-games-lobby = #{ $game } in <#{ $channel }> · open, { $count } of { $max } { $max ->
        [one] player
       *[other] players
    } · you: seat { $seat }
my-games-clock = · ⏱ your time left: { $left }
no-my-games = You have no running or open game in this server.
button-my-turn = Play game #{ $game }
cmd-calcada-me-games = games
cmd-calcada-me-games-desc = Your games in this server: whose turn it is, your points and rank, a button to play
cmd-calcada-leaderboard--by = by
cmd-calcada-leaderboard--by-desc = Rank players by rating (default) or by speed
cmd-calcada-leaderboard--by-choice-0 = Rating
cmd-calcada-leaderboard--by-choice-1 = Speed (median time to move)
## replay
replay-turn = { $turn ->
        [0] Game #{ $game } replay · Turn 0 of { $turns }: the start
       *[other] Game #{ $game } replay · Turn { $turn } of { $turns }
    }
replay-latest = This is the game as it stands: { $name } is playing the next turn.
replay-players-only = Game #{ $game } is still running, so only its players may replay it. Everyone can once it is over.
replay-bad-button = I cannot read this replay button (it may come from an older version of the bot). Open a new replay with `{ $cmd-calcada-replay }`.
button-replay-start = ⏮ Start
button-replay-back = ◀ Back
button-replay-forward = Forward ▶
button-replay-end = End ⏭
local-replay-steps = {"  "}Turns 0 to { $turns }: `replay { $back }` goes back, `replay { $next }` forward, `replay N` shows turn N.
local-replay-first = {"  "}Turns 0 to { $turns }: `replay 1` goes forward, `replay N` shows turn N.
local-replay-last = {"  "}Turns 0 to { $turns }, this is the last: `replay { $back }` goes back, `replay N` shows turn N.
cmd-calcada-replay = replay
cmd-calcada-replay-desc = Replay a game turn by turn, just for you: this channel's, or one listed in the results
cmd-calcada-replay--game = game
cmd-calcada-replay--game-desc = The game's number, as the results list it (default: this channel's game)
## turn clock (issue 26)
bad-clock = That does not work: a turn clock starts with 1 to { $days } { $days ->
        [one] day
       *[other] days
    } and gets 0 to { $hours } { $hours ->
        [one] hour
       *[other] hours
    } more per turn; its bonus and quiet-hours options need a starting bank.
clock-days = { $days }d { $hours }h
clock-hours = { $hours }h
clock-minutes = { $minutes }m
clock-seat = { $name } { $left }
clock-times = ⏱ Time left: { $times }
clock-options = Turn clock: { $bank } per player, { $bonus } more after each turn{ $quiet ->
        [true] , stopped in each player's quiet hours and time away
       *[false] {""}
    }.
clock-ran-out = ⏱ { $name }'s time ran out: the stand-in bot played their turn.
status-paused = ⏸ A server admin paused this server's games: no reminders, no stand-ins, turn clocks stopped. Moves are still allowed.
paused = This server's games are paused: no reminders, no stand-ins, turn clocks stopped. Players may still move. `{ $cmd-calcada-admin-resume }` sets them going again.
already-paused = This server's games are already paused.
resumed = This server's games go on after a pause of { $paused }; each player to move got that time back on their clock.
not-paused = This server's games are not paused.
cmd-calcada-new--clock_days = clock_days
cmd-calcada-new--clock_days-desc = Turn clock: each player's bank of time, in days (default: no clock)
cmd-calcada-new--clock_bonus_hours = clock_bonus_hours
cmd-calcada-new--clock_bonus_hours-desc = Turn clock: hours added to a player's bank after each of their turns (default 0)
cmd-calcada-new--clock_quiet = clock_quiet
cmd-calcada-new--clock_quiet-desc = Turn clock: a player's bank stops in their quiet hours and time away (default: no)
cmd-calcada-admin-pause = pause
cmd-calcada-admin-pause-desc = Pause every game of this server: no reminders, no stand-ins, turn clocks stopped
cmd-calcada-admin-resume = resume
cmd-calcada-admin-resume-desc = Resume this server's games; each player to move gets the paused time back

## bench crate
bench-moved = Benchmarks moved to their own crate: cargo run --release -p calcada-bench -- { $args }

## piazza terminal
pt-colour = { $colour ->
        [red] red
        [pink] pink
        [blue] blue
       *[yellow] yellow
    }
pt-symbol = { $symbol ->
        [circle] circle
        [triangle] triangle
        [diamond] diamond
        [cross] cross
        [star] star
       *[heart] heart
    }
pt-tile = { $colour ->
        [red] red
        [pink] pink
        [blue] blue
       *[yellow] yellow
    } { $symbol ->
        [circle] circle
        [triangle] triangle
        [diamond] diamond
        [cross] cross
        [star] star
       *[heart] heart
    }
pt-legend = Each tile shows as a colour letter and a symbol. Colours: { $colours }. Symbols: { $symbols }.
piazza-hand-text = Your hand: { $tiles }
pt-seat-count = Piazza is for 2 to 4 players, not { $count }: give the people at this keyboard with --players and the bots with --bots (easy, normal, hard).
pt-score-line = { $name } ({ $colours }): { $points } { $points ->
        [one] point
       *[other] points
    }, { $hand } in hand, { $pile } in the pile{ $finished ->
        [0] {""}
       *[other] , all tiles placed ({ NUMBER($finished, type: "ordinal") ->
            [one] { $finished }st
            [two] { $finished }nd
            [few] { $finished }rd
           *[other] { $finished }th
        } to place them all)
    }
pt-tiles-left = Tiles still to place: { $count }.
pt-placed = { $name } placed { $code } ({ $tile }) on { $cell }.
pt-bracket = { $name } scores { $points } { $points ->
        [one] point
       *[other] points
    } for the bracket { $from }–{ $to }.
pt-drew = { $name } draws { $count } { $count ->
        [one] tile
       *[other] tiles
    }.
pt-passed = { $name } cannot place any tile and passes.
pt-finished = { $name } has placed all of their tiles, the { NUMBER($place, type: "ordinal") ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    } to do so.
pt-game-over = The game is over: { $reason ->
        [blocked] nobody can place a tile any more.
       *[all_placed] every tile is on the table.
    }
pt-rank-line = { $rank }. { $name }: { $points } { $points ->
        [one] point
       *[other] points
    }{ $finished ->
        [0] {""}
       *[other] {" "}({ NUMBER($finished, type: "ordinal") ->
            [one] { $finished }st
            [two] { $finished }nd
            [few] { $finished }rd
           *[other] { $finished }th
        } to place all tiles)
    }
pt-hint = Hint (the Hard bot's choice): { $words }, { $points } { $points ->
        [one] point
       *[other] points
    }.
pt-refused = That does not work: { $error }.
pt-err-game-over = this game is over
pt-err-no-such-seat = there is no seat { $seat }
pt-err-not-your-turn = it is { $name }'s turn
pt-err-not-in-hand = you have no { $tile } in your hand
pt-err-same-cell = both tiles are on { $cell }
pt-err-cell-taken = { $cell } already holds a tile
pt-err-outside-grid = a tile on { $cell } would take the piazza beyond 8 by 8 cells
pt-err-not-alongside = { $cell } does not share a side with a tile on the table (a corner is not enough)
pt-err-same-colour = the tile on { $neighbour } next to { $cell } has the same colour
pt-err-same-symbol = the tile on { $neighbour } next to { $cell } has the same symbol
pt-err-two-colours = two tiles placed together must form a bracket, so be of one colour, not { $first } and { $second }
pt-err-not-in-line = two tiles placed together must form a bracket, so lie in one row or column: { $first } and { $second } do not
pt-err-not-a-bracket = { $first } and { $second } form no bracket: the tile on { $between } between them has their colour
pt-err-must-place = one of your tiles fits, so you must place one or two
pt-rec-malformed = not a Piazza record: { $detail }
pt-rec-envelope = not a Piazza record of a known version: format “{ $format }”, version { $version }, game “{ $game }” (expected “calcada-record”, version { $expected }, game “piazza”)
pt-rec-setup = the record's settings do not make a game: { $error }
pt-rec-setup-differs = the settings and seed set up another game than the record's setup (colours, starting tiles or start player)
pt-rec-illegal = action { $action } (seat { $seat }, { $name }) is illegal: { $error }
pt-rec-outcome = the outcome (end and ranking) differs from the replay's
pt-rec-field = { $field ->
        [current] the seat whose turn it is
        [turn] the turns played
        [passes] the passes in a row
        [seats] the number of seats
        [name] seat { $seat }'s name
        [colours] seat { $seat }'s colours
        [score] seat { $seat }'s points
        [hand_size] the tiles in seat { $seat }'s hand
        [pile_size] the tiles in seat { $seat }'s pile
       *[finished] the order in which seat { $seat } placed all its tiles
    }
pt-rec-mismatch-initial = the initial state differs in { $field }: the record says { $recorded }, the replay gives { $replayed }
pt-rec-mismatch = the state after action { $action } differs in { $field }: the record says { $recorded }, the replay gives { $replayed }
pt-rec-cut-short = the record was cut short: it claims final scores, but { $actions ->
        [0] it holds no action, so the game has not ended
        [one] its only action does not end the game
       *[other] its { $actions } actions do not end the game
    }
pt-rec-no-final-scores = the game ends with the record's last action (action { $actions }), but the record claims no final scores
pt-setup-deal = there is no deal { $deal } (this version deals by deal 1 or 2)
pt-verified = Piazza record verified: { $players } { $players ->
        [one] player
       *[other] players
    }, { $actions } { $actions ->
        [one] action
       *[other] actions
    } replayed; every stored state, the final scores and the outcome agree.
pt-verified-seal = The seal matches the seed and salt ({ $hash }).
pt-verify-file = { $path }:
pt-record-broken = { $path }: the record does not replay: { $error }
pt-replay-header = Piazza, { $players } { $players ->
        [one] player
       *[other] players
    }, { $actions } { $actions ->
        [one] action
       *[other] actions
    }, verified. The starting table:
pt-replay-turn = — Action { $number }: { $name } —
pt-sim-header = Simulated { $games } Piazza { $games ->
        [one] game
       *[other] games
    }: { $players } { $players ->
        [one] player
       *[other] players
    }, bots { $bots }
pt-sim-moves = {"  "}moves           { $average } per game on average, { $tiles } tiles per move
pt-sim-points = {"  "}points          { $average } on average, { $max } at most
pt-sim-endings = {"  "}endings         { $all_placed } with every tile placed, { $blocked } blocked
pt-calcada-only = { $option } is an option of Calçada's simulation, not of Piazza's.
## piazza pictures
pic-piazza-turn = Turn { $turn }
pic-piazza-to-play = { $name } to play
pic-piazza-tiles-left = { $hand } in hand · { $pile } in pile
pic-piazza-out-of-tiles = all tiles placed
pic-piazza-finished = { $place } to place all tiles
pic-piazza-not-finished = still had tiles
pic-piazza-neutral = Neutral colour: anyone may place it
pic-piazza-bound = Hatched cells lie outside the 8×8 piazza
pic-piazza-hand = Your hand
pic-piazza-your-turn = Your turn: place one tile, or two of one colour that form a bracket
pic-piazza-panel-title = Your hand and the table
pic-piazza-preview = Preview: { $points ->
    [one] +{ $points } point
   *[other] +{ $points } points
}
pic-piazza-brackets = { $count ->
    [one] 1 bracket
   *[other] { $count } brackets
}: { $list } tiles
pic-piazza-no-bracket = forms no bracket
pic-piazza-tile-on = { $tile } on { $cell }
pic-piazza-placed-one = { $name } placed { $first }
pic-piazza-placed-two = { $name } placed { $first } and { $second }
pic-piazza-scored = { $points ->
    [0] No points: { $brackets }
    [one] +1 point · { $brackets }
   *[other] +{ $points } points · { $brackets }
}
pic-piazza-passed = { $name } could place no tile and passed
pic-piazza-end-all-placed = Every tile is on the table
pic-piazza-end-blocked = Nobody could place another tile
pic-piazza-tie-break = Equal points: whoever placed all their tiles first ranks higher

## Piazza on Discord
piazza-opened = { $creator } opened a game of Piazza (up to { $max } { $max ->
        [one] player
       *[other] players
    }). Join with `{ $cmd-calcada-join }`; { $creator } starts it with `{ $cmd-calcada-start }`.
piazza-only = This channel plays Piazza: choose your move with `{ $cmd-piazza-place }`, or see your hand with `{ $cmd-turn }`.
piazza-hand-your-turn = Your hand and the table, only for you. Choose a move with `{ $cmd-piazza-place }`: you see it before it is played.
piazza-hand-waiting = Your hand and the table, only for you. { $name } is to play.
piazza-options-more = … and { $count } more, none worth more points.
piazza-confirm = { $preview }. Only you see this preview: press Confirm to play it, or choose another move with `{ $cmd-piazza-place }`.
piazza-choice = { $tiles } (+{ $points })
piazza-choice-pass = Pass (no tile fits anywhere)
piazza-your-turn = { $name }, it is your turn in Piazza.

## Commands: the game to open or rank, and /piazza
cmd-calcada-new--game = game
cmd-calcada-new--game-desc = Which game (default Calçada)
cmd-calcada-new--game-choice-0 = Calçada
cmd-calcada-new--game-choice-1 = Piazza
cmd-calcada-leaderboard--game = game
cmd-calcada-leaderboard--game-desc = Which game's leaderboard (default Calçada)
cmd-calcada-leaderboard--game-choice-0 = Calçada
cmd-calcada-leaderboard--game-choice-1 = Piazza
cmd-calcada-stats--game = game
cmd-calcada-stats--game-desc = Results at which game (default Calçada)
cmd-calcada-stats--game-choice-0 = Calçada
cmd-calcada-stats--game-choice-1 = Piazza
cmd-piazza = piazza
cmd-piazza-desc = Piazza: place tiles on the town square
cmd-piazza-place = place
cmd-piazza-place-desc = Place one tile, or two that form a bracket: see the preview, then confirm
cmd-piazza-place--move = move
cmd-piazza-place--move-desc = Your move, from the list of legal ones (best first)

## Leagues (issue 47)
league-created = League { $league } is open: sign up now. An admin starts it, or it starts when the sign-up closes.
league-signed-up = You are signed up for league { $league } ({ $count } { $count ->
        [one] player
       *[other] players
    } so far).
league-already-signed-up = You are already signed up for league { $league }.
league-withdrawn = You have left league { $league }.
league-not-signed-up = You are not playing in league { $league }.
league-signup-closed = League { $league } takes no more sign-ups.
league-unknown = This server has no such league.
league-bad-settings = A league needs tables of 2 to 4 players, 1 to 20 rounds (Swiss), 1 to 30 days per round, a turn clock of at most 30 days and a sign-up that closes in the future.
league-too-few = League { $league } needs at least { $needed } { $needed ->
        [one] player
       *[other] players
    }, and { $players ->
        [one] one has
       *[other] { $players } have
    } signed up.
league-started = League { $league } has started: round 1 is paired, { $tables } { $tables ->
        [one] table
       *[other] tables
    }.
league-not-running = League { $league } is not being played now.
league-paused = League { $league } is paused: no round ends and none is paired until an admin resumes it.
league-resumed = League { $league } goes on; the round's deadline moves by the time it was paused.
league-ended = League { $league } is over.
league-dropped = { $name } is out of league { $league }: a stand-in bot plays their seats from now on.
league-standings-title = League { $league }: standings after round { $round } of { $rounds }
league-standings-row = { $rank }. { $name }: { $points } { $points ->
        [one] point
       *[other] points
    }, { $played } { $played ->
        [one] table
       *[other] tables
    } played, { $byes } { $byes ->
        [one] bye
       *[other] byes
    }
league-standings-empty = Nobody has signed up for league { $league } yet.
league-table-name = League { $league } · round { $round } · table { $table }
league-signup-button = Sign up
league-withdraw-button = Withdraw
league-round-paired = League { $league }, round { $round } of { $rounds }: the tables are paired. The round ends on { $deadline }; each table plays in its own thread.
league-table-line = Table { $table }: { $players } in { $thread }
league-byes = A bye this round: { $players }
league-final = League { $league } is over. The final standings:
league-col-rank = Rank
league-col-player = Player
league-col-points = Points
league-col-played = Played
league-col-byes = Byes
league-in-thread = A league makes a thread for each of its tables, so it cannot live in a thread: create it in the channel itself.

## Rematch (issue 47)

button-rematch = Rematch
rematch-accepted = You accept a rematch of game #{ $game }. Still waiting for: { $waiting }.
rematch-already-accepted = You have already accepted a rematch of game #{ $game }. Still waiting for: { $waiting }.
rematch-opened = Everyone accepted a rematch of game #{ $game }. It starts now as game #{ $new }, with the same seats and settings and a new seed.
rematch-already-open = The rematch of game #{ $game } has already opened: it is game #{ $new }.
rematch-lapsed = The rematch offer of game #{ $game } has lapsed: it lasts a day after the game ends.
rematch-lapsed-notice = The rematch offer of game #{ $game } has lapsed: not every player accepted it within a day.
rematch-not-player = Only the players of game #{ $game } can accept its rematch.
rematch-not-over = Game #{ $game } is not over yet: a rematch is offered when it ends.
rematch-ended-early = Game #{ $game } was ended early: a rematch is offered only after a game played to its end.
rematch-league-game = Game #{ $game } was a league table: the league pairs its players' next games, so it has no rematch.
rematch-unknown = This Rematch button belongs to no game of this channel: nothing was done.
rematch-channel-busy = This channel already has a game (#{ $other }), so the rematch of game #{ $game } cannot open. Your acceptance stands: press Rematch again once that game is over, within a day of the end of game #{ $game }.

## a game in its own thread (issue 47)
permission-create-public-threads = Create Public Threads
permission-create-private-threads = Create Private Threads
permission-manage-threads = Manage Threads
thread-name = { $game } · { $names }
thread-opened = A game is open in { $thread }: press Join to take a seat. Its turns, pings and reminders all go to the thread.
thread-join-button = Join
thread-joined = You have a seat in the game in { $thread }.
thread-join-failed = You have a seat in the game, but Discord did not add you to { $thread } just now. Press Join again in a moment: it adds you to the thread.
thread-failed = Discord did not create the game's thread just now, so nothing was opened. Please try again in a moment.
thread-in-thread = I cannot open a thread inside a thread: use this option in the channel itself, or open the game here without it.
cmd-calcada-new--thread = thread
cmd-calcada-new--thread-desc = Open the game in a new thread of this channel, public or private (default: here)
cmd-calcada-new--thread-choice-0 = Public thread
cmd-calcada-new--thread-choice-1 = Private thread (its players only)

## /calcada-league (issue 47)
cmd-calcada-league = calcada-league
cmd-calcada-league-desc = Server leagues: tables paired in rounds, standings kept
cmd-calcada-league-create = create
cmd-calcada-league-create-desc = Create a league in this channel, open for sign-ups (server admins)
cmd-calcada-league-create--players = players
cmd-calcada-league-create--players-desc = Players at each table (2 to 4)
cmd-calcada-league-create--format = format
cmd-calcada-league-create--format-desc = Everyone meets everyone once, or Swiss rounds paired by standing
cmd-calcada-league-create--format-choice-0 = Round robin
cmd-calcada-league-create--format-choice-1 = Swiss
cmd-calcada-league-create--game = game
cmd-calcada-league-create--game-desc = Which game its tables play (default Calçada)
cmd-calcada-league-create--game-choice-0 = Calçada
cmd-calcada-league-create--game-choice-1 = Piazza
cmd-calcada-league-create--rounds = rounds
cmd-calcada-league-create--rounds-desc = Swiss: how many rounds (default 3)
cmd-calcada-league-create--round_days = round_days
cmd-calcada-league-create--round_days-desc = Days each round lasts (default 7)
cmd-calcada-league-create--clock_days = clock_days
cmd-calcada-league-create--clock_days-desc = Turn clock of the league's games, in days (default: no clock)
cmd-calcada-league-create--signup_days = signup_days
cmd-calcada-league-create--signup_days-desc = Sign-up closes and the league starts after this many days (default: a server admin starts it)
cmd-calcada-league-signup = signup
cmd-calcada-league-signup-desc = Sign up for a league
cmd-calcada-league-signup--league = league
cmd-calcada-league-signup--league-desc = The league's number (#3 is 3)
cmd-calcada-league-withdraw = withdraw
cmd-calcada-league-withdraw-desc = Leave a league (after its start, a stand-in bot plays your seats)
cmd-calcada-league-withdraw--league = league
cmd-calcada-league-withdraw--league-desc = The league's number (#3 is 3)
cmd-calcada-league-start = start
cmd-calcada-league-start-desc = Close a league's sign-up and pair its first round (server admins)
cmd-calcada-league-start--league = league
cmd-calcada-league-start--league-desc = The league's number (#3 is 3)
cmd-calcada-league-standings = standings
cmd-calcada-league-standings-desc = A league's standings, as a picture and as text
cmd-calcada-league-standings--league = league
cmd-calcada-league-standings--league-desc = The league's number (#3 is 3)
cmd-calcada-league-drop = drop
cmd-calcada-league-drop-desc = Drop a player from a league: a stand-in bot plays their seats (server admins)
cmd-calcada-league-drop--league = league
cmd-calcada-league-drop--league-desc = The league's number (#3 is 3)
cmd-calcada-league-drop--player = player
cmd-calcada-league-drop--player-desc = The player to drop
cmd-calcada-league-pause = pause
cmd-calcada-league-pause-desc = Pause a league: no round ends and none is paired (server admins)
cmd-calcada-league-pause--league = league
cmd-calcada-league-pause--league-desc = The league's number (#3 is 3)
cmd-calcada-league-resume = resume
cmd-calcada-league-resume-desc = Resume a paused league (server admins)
cmd-calcada-league-resume--league = league
cmd-calcada-league-resume--league-desc = The league's number (#3 is 3)
cmd-calcada-league-end = end
cmd-calcada-league-end-desc = End a league now: its standings are final (server admins)
cmd-calcada-league-end--league = league
cmd-calcada-league-end--league-desc = The league's number (#3 is 3)

# German (Deutsch): the same messages as en.ftl, with exactly the same arguments. Game terms
# follow the German rulebook (see docs/glossary.md); the player is addressed with "du".

## Names and helpers

colour-blue = Blau
colour-yellow = Gelb
colour-red = Rot
colour-green = Grün
colour-black = Schwarz
symbol-wave = Welle
symbol-star = Stern
symbol-caravel = Karavelle
symbol-fish = Fisch
symbol-flower = Blume
symbol-bonus = Bonus
bot-kind-random = Zufall
bot-kind-greedy = Gier
bot-kind-search = Suche
end-second-stone-off = Ein zweiter Pflasterstein hat die Wertungstafel verlassen und die Runde wurde zu Ende gespielt
end-stalemate = Eine ganze Runde ist vergangen, ohne dass jemand ein Plättchen gelegt hat
end-players-left = Es sind weniger als zwei Personen übrig
list-separator = {", "}
decimal-separator = {","}

## Refusals

no-game-here = In diesem Kanal gibt es keine Partie. Eröffne eine mit `{ $cmd-calcada-new }`.
channel-busy = In diesem Kanal gibt es schon eine Partie (eröffnet von { $creator }). Eine Partie pro Kanal oder Thread.
channel-busy-anon = In diesem Kanal gibt es schon eine Partie. Eine Partie pro Kanal oder Thread.
bad-board = Das geht nicht: Es gibt keine Tableauseite „{ $board }“; wähle A oder B.
no-board-sides = Bei { $game } gibt es keine Seiten zur Wahl: Lass die Option „side“ weg.
bad-player-count = Das geht nicht: An einer Partie nehmen 2 bis 4 Personen teil.
too-many-bots = Das geht nicht: { $bots } { $bots ->
        [one] Bot lässt
       *[other] Bots lassen
    } in einer Partie für { $max } { $max ->
        [one] Person
       *[other] Personen
    } keinen Sitz für dich frei.
bad-reminder = Das geht nicht: Der Abstand zwischen Erinnerungen muss 1 bis 720 Stunden betragen.
bad-takeover = Das geht nicht: Ein Bot kann nach 1 bis 10 verpassten Erinnerungen übernehmen.
not-open = Diese Partie hat schon begonnen: Beitreten und Bots hinzufügen geht nicht mehr.
not-running = Diese Partie läuft nicht: Sie hat noch nicht begonnen oder ist schon vorbei.
already-seated = Du spielst in dieser Partie schon mit.
game-full = Diese Partie ist voll ({ $max } { $max ->
        [one] Person
       *[other] Personen
    }).
not-seated = Du spielst in dieser Partie nicht mit. Tritt bei, solange sie offen ist.
not-creator-or-admin = Das kann nur die Person, die diese Partie eröffnet hat, oder ein Server-Admin.
not-admin = Das kann nur ein Server-Admin.
too-few-players = Eine Partie braucht mindestens 2 Personen: Lade jemanden zum Mitspielen ein oder füge einen Bot hinzu.
bot-seat = An diesem Sitz spielt jetzt ein Bot.
stale = Dieser Button gehört zu einem früheren Stand der Partie: Sieh dir die neueste Nachricht an.
stale-game = Dieser Button gehört zu einer früheren Partie in diesem Kanal: Es wurde nichts ausgeführt.
other-game-move = In diesem Kanal wird { $game } gespielt; dieser Befehl gehört zu einem anderen Spiel ({ $other }). Wähle deinen Zug mit `{ $cmd-calcada-move }`.
not-a-move = „{ $words }“ ist kein Zug, den du jetzt machen kannst: `{ $cmd-calcada-options }` zeigt die möglichen.
moved-on = Die Partie ging weiter, während du noch dabei warst (jemand war schneller). Es wurde nichts geändert: Sieh dir den Tisch an und versuch es noch einmal.
unknown-player = Niemand namens „{ $name }“ spielt in dieser Partie mit.
interaction-outdated = Dieser Befehl oder Button hat sich geändert, seit deine Discord-App ihn geladen hat; es wurde nichts ausgeführt. Bitte versuch es noch einmal (passiert das immer wieder, lade Discord neu).
malformed-options = Die Optionen dieses Befehls kamen nicht wie erwartet an; es wurde nichts geändert. Bitte wähle sie noch einmal aus der Liste.
guild-only = Gespielt wird in den Kanälen eines Servers, nicht in Direktnachrichten.
permission-view-channel = Kanal ansehen
permission-send-messages = Nachrichten senden
permission-send-messages-in-threads = Nachrichten in Threads senden
permission-embed-links = Links einbetten
permission-attach-files = Dateien anhängen
bot-lacks-permissions = Ich kann in diesem Kanal keine Partie leiten. Fehlende Berechtigungen: { $missing }. Bitte einen Server-Admin, meine Berechtigungen in diesem Kanal anzupassen, oder nimm einen anderen Kanal; es wurde nichts geändert.
channel-refused = Discord lehnt meine Nachrichten in { $channel } ab. Fehlende Berechtigungen dort: { $missing }. Die Zugnachrichten, Erwähnungen und Erinnerungen deiner Partie warten, bis ein Server-Admin meine Berechtigungen dort anpasst; ich versuche es jede Stunde erneut und sofort, wenn dort jemand einen meiner Befehle benutzt.
channel-gone = Der Kanal deiner Partie, { $channel }, existiert laut Discord nicht mehr, deshalb ist die Partie beendet: Dort könnte nichts mehr gepostet werden. Eröffne eine neue Partie in einem anderen Kanal mit `{ $cmd-calcada-new }`.
channel-blocked = Ich kann in diesem Kanal nicht schreiben (fehlende Berechtigungen: { $missing }): Die Nachrichten der Partie warten, bis ein Server-Admin meine Berechtigungen hier anpasst.
catch-up = Ich konnte eine Weile nicht in diesem Kanal schreiben. { $turns ->
        [0] In der Zwischenzeit wurde kein Zug gespielt.
        [one] In der Zwischenzeit wurde ein Zug gespielt.
       *[other] In der Zwischenzeit wurden { $turns } Züge gespielt.
    } So steht die Partie jetzt:
internal = Bei uns ist etwas schiefgegangen; es wurde nichts geändert. Bitte versuch es noch einmal.

## The rules' refusals

rule-game-over = Diese Partie ist vorbei.
rule-no-such-seat = Es gibt keinen Sitz { $seat }.
rule-seat-left = { $name } hat diese Partie verlassen.
rule-not-your-turn = { $current } ist am Zug.
rule-no-bonus-tiles = Du hast keine Bonus-Plättchen mehr.
rule-already-declared = Du hast in diesem Zug schon { $colour } { $number } angesagt: Lege ein Plättchen (oder ersetze vorher eine offene Auslage).
rule-not-declared = Sag zuerst einen Pflasterstein an, dann lege ein Plättchen.
rule-no-stone-there = Auf Feld { $space } liegt kein Pflasterstein in { $colour }.
rule-colour-closed = { $colour } ist gesperrt: Der Pflasterstein dieser Farbe hat die Wertungstafel verlassen.
rule-colour-exhausted = Es gibt keine Plättchen in { $colour } mehr.
rule-no-fitting-square = Mit { $colour } { $number } könntest du nirgends legen: Dein Tableau hat keinen freien Platz mit der Zahl { $number } in einem Bezirk, der für { $colour } offen ist.
rule-no-empty-square = Mit { $colour } { $number } könntest du nirgends legen: Dein Tableau hat keinen freien Platz in einem Bezirk, der für { $colour } offen ist.
rule-tile-not-on-display = In der offenen Auslage liegt kein Plättchen „{ $symbol } in { $colour }“.
rule-square-occupied = Auf { $square } liegt schon ein Plättchen.
rule-wrong-number = Platz { $square } zeigt die Zahl { $shows }, du hast aber { $declared } angesagt.
rule-district-has-other-colour = In Bezirk { $district } liegen schon Plättchen in { $colour }.

## Settings that make no game

setup-player-count = Calçada ist für 2 bis 4 Personen, nicht für { $count }.
setup-unknown-board = Es gibt keine Tableauseite „{ $board }“: Wähle A oder B.
setup-no-default-multipliers = Für { $count } { $count ->
        [one] Person
       *[other] Personen
    } gibt es keine Wertungstafel.
setup-multipliers = Die Wertungstafel ist ungültig: { $detail }.
setup-start-player = Es gibt keinen Sitz { $seat }, der beginnen könnte.

## Words that name nothing

parse-colour = „{ $text }“ ist keine Farbe: Schreib blue, yellow, red, green oder black (englisch).
parse-symbol = „{ $text }“ ist kein Plättchen: Schreib wave, star, caravel, fish, flower oder bonus (englisch).
parse-square = „{ $text }“ ist kein Platz: Nimm eine Spalte A–E und eine Zeile 1–5, etwa C4.
parse-space = „{ $text }“ ist kein Feld: Der Spielplan hat die Felder 1 bis 6.
parse-tile = „{ $text }“ ist kein Plättchen: Schreib Farbe-Motiv auf Englisch, etwa blue-star.

## The command language

bad-line = Das geht nicht: { $error }
line-unknown = „{ $word }“ ist kein Befehl; `help` zeigt alle Befehle.
missing-space = Dieser Befehl braucht ein Feld (1–6).
missing-colour = Dieser Befehl braucht eine Farbe.
missing-tile = Dieser Befehl braucht ein Plättchen (wave, star, caravel, fish, flower, bonus).
missing-square = Dieser Befehl braucht einen Platz, etwa C4.
missing-value = Die Option „{ $option }“ braucht danach einen Wert.
missing-name = Dieser Befehl braucht einen Namen.
missing-notify = Dieser Befehl braucht dm oder channel.
missing-hours = Dieser Befehl braucht eine Anzahl Stunden.
not-player-count = „{ $text }“ ist keine gültige Personenzahl.
not-hours = „{ $text }“ ist keine gültige Stundenzahl.
not-reminder-count = „{ $text }“ ist keine gültige Anzahl an Erinnerungen.
not-count = „{ $text }“ ist keine gültige Anzahl.
unknown-option = Unbekannte Option „{ $option }“: `help` zeigt die Optionen jedes Befehls.
unknown-bot = Unbekannter Bot „{ $text }“: Nimm easy, normal oder hard (oder random, greedy, search).
notify-where = „{ $text }“: Nimm dm oder channel.
missing-date = Dieser Befehl braucht ein Datum, etwa 2026-12-24.
missing-move = Dieser Befehl braucht einen Zug in der Schreibweise des Spiels (`{ $cmd-calcada-options }` zeigt, was du tun kannst).
missing-language = Dieser Befehl braucht eine Sprache: en, de, fr oder hu.
unknown-language = „{ $text }“ ist keine Sprache, die ich spreche: Nimm en, de, fr oder hu.
not-on-off = „{ $text }“: Nimm on oder off.
trailing-words = Dieser Befehl erwartet nach seinen Optionen nichts mehr, es folgte aber „{ $extra }“.
not-text = Diese Zeile ist kein Text (kein gültiges UTF-8); es wurde nichts ausgeführt.

## Answers

opened = { $creator } hat eine Partie Calçada eröffnet (Tableauseite { $board }, bis zu { $max } { $max ->
        [one] Person
       *[other] Personen
    }). Mitmachen mit `{ $cmd-calcada-join }`; { $creator } startet sie mit `{ $cmd-calcada-start }`.
joined = { $name } ist beigetreten ({ $seated }/{ $max }).
bot-added = { $name } spielt mit ({ $seated }/{ $max }).
bot-seat-name = Bot { $kind } { $number }
left-lobby = { $name } hat die Partie vor dem Start verlassen.
lobby-closed = { $name } hat die Partie vor dem Start geschlossen.
replaced-by-bot = { $name } hat die Partie verlassen: Ab jetzt spielt ein Bot an diesem Sitz.
started = Die Partie beginnt! Sitzreihenfolge: { $players }. { $first } fängt an.
    { $seal }
your-turn = { $name }, du bist in Calçada am Zug.
turn-of = Als Nächstes: { $name }.
since-your-last-move = Seit deinem letzten Zug, { $name }:
turn-played = Erledigt: { $summary }. Der Zug steht im Kanal.
turn-queued = Erledigt: { $summary }. Discord nimmt meine Nachrichten in diesem Kanal gerade nicht an: Die Zugnachricht wartet und wird gepostet, sobald Discord sie annimmt.
declared = Du hast { $colour } { $number } angesagt. In der offenen Auslage: { $tiles }. Lege eines davon auf einen passenden Platz: { $squares }.
nudged = Du hast den Pflasterstein in { $colour } auf Feld { $space } weitergeschoben; dort { $number ->
        [one] liegt jetzt { $number } Stein
       *[other] liegen jetzt { $number } Steine
    }. Übrige Bonus-Plättchen: { $bonus_left }.
refreshed = Du hast die offene Auslage in { $colour } ersetzt. Übrige Bonus-Plättchen: { $bonus_left }.
ended = { $by } hat die Partie beendet. Der Punktestand zu diesem Zeitpunkt:
notify-dm-on = Du bekommst jetzt auch eine Direktnachricht, wenn du am Zug bist.
notify-dm-off = Du wirst nur im Kanal benachrichtigt.
dms-closed = { $name }, ich konnte dir keine Direktnachricht schicken (deine Privatsphäre-Einstellungen lassen keine zu), deshalb sind Direktnachrichten für diese Partie aus. Schalte sie mit `{ $cmd-calcada-me-notify }` wieder ein, sobald du Direktnachrichten zulässt.
reminder-set = In neuen Partien auf diesem Server wird erinnert, wer { $hours } { $hours ->
        [one] Stunde
       *[other] Stunden
    } lang nicht gezogen hat.
away-days-set = Auf diesem Server darf man jetzt höchstens { $days } { $days ->
        [one] Tag
       *[other] Tage
    } abwesend sein.
lobby-days-set = Offene Partien dieses Servers, die niemand startet, werden jetzt nach { $days } { $days ->
        [one] Tag
       *[other] Tagen
    } geschlossen.
lobby-expired = Diese Partie wurde vor { $days } { $days ->
        [one] Tag
       *[other] Tagen
    } eröffnet und von niemandem gestartet, deshalb ist sie geschlossen: Der Kanal ist frei. Eröffne eine neue mit `{ $cmd-calcada-new }`, wenn du so weit bist.
lobby-expires = (offen: wird ohne Start am { $at } geschlossen)
bad-away-days = Gib eine Anzahl Tage von 1 bis 90 an.
reminder = { $name }, die Partie wartet auf deinen Zug (schon über { $hours } Std.).
bot-took-over = { $name } hat nicht rechtzeitig gezogen: Ein Bot hat diesen Zug übernommen.
no-games = Auf diesem Server gibt es keine Partien.
declaration-choice = Feld { $space } · { $colour } → Ansage { $colour } { $number } · passt auf { $squares }
pass-choice = Feld { $space } · { $colour } → Ansage { $colour } { $number } · nichts passt: du setzt aus
nudge-choice = Weiterschieben: Feld { $space } · { $colour } → Feld { $to } (dort dann { $after } { $after ->
        [one] Stein
       *[other] Steine
    }) · kostet 1 Bonus-Plättchen
refresh-choice = Auslage in { $colour } ersetzen · kostet 1 Bonus-Plättchen
placement-choice = { $symbol } in { $colour } → { $square }
menu-placeholder = Wähle deinen Zug
option-line = { $label } · `{ $notation }`

## The turn panel

panel-your-turn = Du bist am Zug (Runde { $round }): Wähle eine Ansage oder gib zuerst ein Bonus-Plättchen ab, um einen Stein weiterzuschieben.
panel-planned = Bisher geplant: { $steps }.
panel-declared = Du sagst { $colour } { $number } an: Wähle ein Plättchen und seinen Platz (grün umrandet).
panel-preview = Vorschau: { $symbol } in { $colour } auf { $square } bringt jetzt { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }. Bestätige, um deinen Zug zu spielen, oder geh zurück.
panel-pass = Mit der Ansage { $colour } { $number } setzt du aus: Nichts passt. Bestätige, um so zu spielen, oder geh zurück.
panel-stale = Die Partie ging weiter, seit dieses Panel geöffnet wurde: Es wurde nichts gespielt. Öffne ein neues.
panel-not-your-turn = { $current } ist am Zug, nicht du. Hier ist dein Tableau.
refresh-warning = Wenn du die offene Auslage in { $colour } ersetzt, werden neue Plättchen aufgedeckt. Darum wird das sofort ausgeführt, zusammen mit den Schritten, die du davor geplant hast. Jetzt ersetzen?
button-take-turn = Zug machen
button-confirm = Bestätigen
button-back = Zurück
button-suggest = Vorschlag
button-refresh-now = Jetzt ersetzen
button-fresh-panel = Neues Panel öffnen
select-nudge = Bonus: zuerst einen Stein weiterschieben
select-declare = Einen Stein ansagen
select-place = Ein Plättchen legen
select-refresh = Bonus: eine Auslage ersetzen
nothing-fits = Keine Ansage passt zu deinem Tableau: Mit jeder Ansage setzt du aus (Weiterschieben kann noch helfen).
posted-in-channel = Erledigt: Die Antwort steht im Kanal.
help =
    Befehle (die Befehlswörter bleiben englisch):
      new [side A|B] [players 2-4] [bots greedy,random] [reminder STUNDEN] [takeover N]
      new ... clock TAGE bonus STUNDEN clockquiet on
                              mit Zeitkonto: TAGE zu Beginn, STUNDEN mehr nach jedem Zug
                              hier eine Partie eröffnen (takeover: ein Bot spielt nach N verpassten Erinnerungen)
      join | leave | bot [greedy|random] | start                          vor dem Start
      nudge FELD FARBE        Bonus: einen Stein vor der Ansage ein Feld weiterschieben
      declare FELD FARBE      einen Stein ansagen (die Zahl: die Steine auf seinem Feld) und weiterschieben
      refresh FARBE           Bonus: neue offene Auslage einer Farbe
      place MOTIV PLATZ       ein offenes Plättchen der angesagten Farbe legen, z. B. place star C4
      options                 was du jetzt tun kannst
      move ZUG                ein Zug in der Schreibweise des Spiels (z. B. move d3Y)
                              options zeigt die Schreibweise jedes Zugs; in Piazza werden alle Züge so eingegeben
      turn                    dein Zug in einem Panel: mit try AKTION planen (try declare 3 yellow,
                              try place star C4), mit Vorschau; back macht rückgängig, confirm spielt ihn
      board [NAME] | table | status | history [N] | results [SEITE] | rules
      games [SEITE] | stats | leaderboard [speed]   deine Partien hier; Ergebnisse und Zugdauer
      replay [N] [#PARTIE]    eine Partie Zug für Zug: Zug N (0: der Anfang) dieser Partie oder von #PARTIE
      notify dm|channel       wie du erfährst, dass du am Zug bist
      settings | away TAG | away off                deine Einstellungen; abwesend bis TAG
      end                     die Partie beenden (wer sie eröffnet hat, oder ein Server-Admin)
      list | reminder STUNDEN | replace NAME | pause | resume      Server-Admins
      NAME: Befehl | as NAME | quit           (Terminal) als NAME handeln; zu NAME wechseln; beenden
rules =
    Calçada in Kürze:
    1. Wahlweise, vor der Ansage: Gib ein Bonus-Plättchen ab und schiebe einen beliebigen
       Pflasterstein ein Feld im Uhrzeigersinn weiter.
    2. Ansagen: Wähle einen Pflasterstein auf dem Spielplan. Deine Zahl ist die Anzahl der
       Pflastersteine auf seinem Feld (bei 6 oder mehr: ein beliebiger Platz). Schiebe diesen Stein
       ein Feld im Uhrzeigersinn weiter.
    3. Wahlweise: Gib ein Bonus-Plättchen ab und ersetze die offene Auslage einer Farbe.
    4. Legen: Nimm ein Plättchen der angesagten Farbe aus der offenen Auslage und lege es auf einen
       freien Platz mit deiner Zahl, in einem Bezirk ohne Plättchen einer anderen Farbe. Ein
       Bonus-Symbol bringt dir 2 Bonus-Plättchen.
    5. Vervollständigst du einen Bezirk, bekommst du Punkte: seine Plättchen × Multiplikator der
       Farbe; dann rückt der Pflasterstein dieser Farbe auf der Wertungstafel ein Feld nach unten.
       Schiebst du ihn über den Rand hinaus: +2 Punkte, und die Farbe ist gesperrt.
    Das Spielende wird eingeleitet, wenn ein zweiter Pflasterstein die Wertungstafel verlässt: Die
    Runde wird zu Ende gespielt, damit alle gleich oft am Zug waren. Dann zählen zusammenhängende
    Motive gleicher Art (2: 1, 3: 3, 4: 5, 5: 8, 6: 11, 7: 14, 8+: 18), 1 Punkt pro Plättchen in nicht
    vervollständigten Bezirken und 1 Punkt je 2 Bonus-Plättchen.
    Die Buchstaben auf Plättchen und Steinen sind in allen Sprachen gleich: B = Blau,
    Y = Gelb (yellow), R = Rot, G = Grün, K = Schwarz.
status-line = { $you ->
        [true] ▶{" "}
       *[false] {""}
    }{ $name }{ $bot ->
        [true] {" "}(Bot)
       *[false] {""}
    }: { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    }, { $bonus_tiles } Bonus-Plättchen, { $tiles } Plättchen gelegt
lobby = Warten auf den Start: { $count } von { $max } { $max ->
        [one] Sitz
       *[other] Sitzen
    } besetzt ({ $players }).
game-line = <#{ $channel }> · { $status } · { $players }
game-line-turn = <#{ $channel }> · { $status } · { $players } · { $turn } ist seit { $hours } Std. am Zug
status-open = offen
status-running = läuft
status-finished = zu Ende gespielt
status-ended = vorzeitig beendet
history-line = { $seq }. { $name }: { $action }
no-history = Bisher wurde nichts gespielt.
game-finished-at = Diese Partie ist vorbei: Sie endete am { $when }.
game-ended-at = Diese Partie ist vorbei: Sie wurde am { $when } beendet.
no-results = In diesem Kanal wurde noch keine Partie zu Ende gespielt.
results-header = Hier gespielte Partien: { $games } (Seite { $page } von { $pages }), neueste zuerst:
result-line = #{ $game } · { $when } · { $standings }
result-line-ended = #{ $game } · { $when } (vorzeitig beendet) · { $standings }
result-standing = { $rank }. { $name } { $points }
button-previous = Vorherige Seite
button-next = Nächste Seite
final-title = Spielende
ended-title = { $by } hat die Partie beendet
card-standing = { $rank }. { $name }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }
act-nudge = { $colour } von Feld { $space } weiterschieben
act-declare = { $colour } auf Feld { $space } ansagen
act-refresh = Auslage in { $colour } ersetzen
act-place = { $symbol } auf { $square } legen
act-leave = Partie verlassen

## What happened

ev-nudged = { $name } hat ein Bonus-Plättchen abgegeben und den Pflasterstein in { $colour } von Feld { $from } auf { $to } weitergeschoben
ev-declared = { $name } hat { $colour } { $number } angesagt und den Stein von Feld { $from } auf { $to } geschoben
ev-passed = { $name } hatte keine gültige Ansage, hat trotzdem { $colour } { $number } angesagt, den Stein von Feld { $from } auf { $to } geschoben und ausgesetzt
ev-refreshed = { $name } hat ein Bonus-Plättchen abgegeben und die offene Auslage in { $colour } ersetzt
ev-placed = { $name } hat { $symbol } in { $colour } auf { $square } gelegt
ev-bonus-gained = { $name } hat { $count } Bonus-Plättchen bekommen
ev-refilled = die offene Auslage in { $colour } wurde mit { $count } Plättchen aufgefüllt
ev-district-scored = { $name } hat Bezirk { $district } vervollständigt: { $tiles } × { $multiplier } = { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }
ev-stone-down = der Pflasterstein in { $colour } ist auf der Wertungstafel nach unten gerückt
ev-colour-closed = der Pflasterstein in { $colour } hat die Wertungstafel verlassen: { $name } bekommt { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } und { $colour } ist gesperrt
ev-end-triggered = ein zweiter Pflasterstein hat die Wertungstafel verlassen: Das ist die letzte Runde
ev-player-left = { $name } hat die Partie verlassen
ev-turn-started = Runde { $round }: { $name } ist am Zug
ev-game-over = die Partie ist vorbei: { $reason }
declared-before = { $name } hat { $colour } { $number } angesagt

## Scores

ranking-over = Spielende: { $reason }.
ranking-line = { $rank }. { $name }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }
ranking-not-over = Die Partie ist noch nicht vorbei (Runde { $round }). Bisheriger Stand:
ranking-so-far = - { $name }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }, falls die Partie jetzt enden würde
breakdown-district = Bezirk { $district } ({ $colour }): { $tiles } × { $multiplier } = { $points }
breakdown-off-board = Pflastersteine über den Rand der Wertungstafel: { $points }
breakdown-group = Motivgruppe { $symbol } aus { $size } Plättchen: { $points }
breakdown-incomplete = Plättchen in nicht vervollständigten Bezirken { $districts }: { $points }
breakdown-incomplete-item = { $district } ({ $tiles })
breakdown-bonus = { $tiles } Bonus-Plättchen: { $points }

## Records

replay-verified = Aufzeichnung nachgespielt: { $actions } { $actions ->
        [one] Aktion
       *[other] Aktionen
    }, jeder gespeicherte Zustand geprüft.
record-broken = { $path }: Die Aufzeichnung lässt sich nicht nachspielen: { $error }
replay-malformed = Keine Calçada-Aufzeichnung: { $detail }
replay-version = Nicht unterstütztes Aufzeichnungsformat „{ $format }“, Version { $version } (erwartet: „{ $expected_format }“, Version { $expected_version })
replay-setup = Die Einstellungen der Aufzeichnung ergeben keine Partie: { $error }
replay-illegal = Aktion { $action } (Sitz { $seat }: { $what }) ist nicht erlaubt: { $error }
replay-mismatch-initial = Der Anfangszustand weicht bei { $path } ab: Die Aufzeichnung sagt { $recorded }, das Nachspielen ergibt { $replayed }
replay-mismatch = Der Zustand nach Aktion { $action } weicht bei { $path } ab: Die Aufzeichnung sagt { $recorded }, das Nachspielen ergibt { $replayed }
## records of the family (issue 27 item 5)
replay-other-game = Dies ist eine Aufzeichnung des Spiels „{ $game }“: Hier lassen sich nur Aufzeichnungen von „{ $expected }“ (Calçada) nachspielen

## The command line

cannot-read = { $path } kann nicht gelesen werden: { $error }
cannot-write = { $path } kann nicht geschrieben werden: { $error }
no-bots = --bots braucht mindestens eine Bot-Art (random, greedy)
sim-header = { $games } { $games ->
        [one] Partie
       *[other] Partien
    } simuliert: { $players } { $players ->
        [one] Person
       *[other] Personen
    }, Tableauseite { $board }, Bots { $bots }, Multiplikatoren { $table }
sim-default-table = Standard
sim-time = {"  "}Zeit            { $seconds } s ({ $rate } Partien pro Sekunde, ein Kern)
sim-rounds = {"  "}Runden          { $average } im Schnitt
sim-actions = {"  "}Aktionen        { $average } pro Partie im Schnitt
sim-fill = {"  "}Tableau-Füllung { $percent } % im Schnitt
sim-score = {"  "}Punkte          { $average } im Schnitt, höchstens { $max }
sim-endings = {"  "}Enden           { $second_stone } durch den zweiten Stein, { $stalemates } durch Stillstand ({ $percent } %)
sim-wins = {"  "}{ $kind }: { $percent } % der Sitze gewonnen
bench-service-database = Auf { $database }:
bench-service-header = Ein Zug durch den Dienst (Anwenden, Commit, Zugbild), { $turns } { $turns ->
        [one] Zug
       *[other] Züge
    }, ein Thread:
bench-panel-header = Ein Panel-Schritt (eine Wahl, beantwortet mit dem aktualisierten Panel und seinem Bild), { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    }, ein Thread:
bench-service-times = {"  "}Median { $median } ms   p99 { $p99 } ms   max { $max } ms
bench-service-parallel = { $threads } { $threads ->
        [one] Thread
       *[other] Threads
    } gleichzeitig: { $turns } { $turns ->
        [one] Zug
       *[other] Züge
    } in { $seconds } s = { $rate } Züge pro Sekunde
bench-bots-header = Suchender Bot gegen gierige Bots, { $games } { $games ->
        [one] Partie
       *[other] Partien
    } pro Begegnung ab Startwert { $seed }, Budget { $playouts } { $playouts ->
        [one] Playout
       *[other] Playouts
    } ({ $limit }), ein Thread:
bench-bots-no-limit = kein Zeitlimit
bench-bots-limit = höchstens { $ms } ms
bench-bots-decisions = {"  "}Bedenkzeit      Median { $median } ms   p99 { $p99 } ms   max { $max } ms   ({ $searched } { $searched ->
        [one] Suche
       *[other] Suchen
    } bei { $decisions } { $decisions ->
        [one] Entscheidung
       *[other] Entscheidungen
    }; die übrigen folgen dem geplanten Zug)
bench-bots-playouts = {"  "}Playouts        { $rate } pro Sekunde ({ $playouts } insgesamt); { $timed_out } { $timed_out ->
        [one] Suche
       *[other] Suchen
    } vom Zeitlimit gestoppt
bench-bots-match = {"  "}{ $players } { $players ->
        [one] Person
       *[other] Personen
    }: Der suchende Bot gewann { $percent } % von { $games } { $games ->
        [one] Partie
       *[other] Partien
    } gegen { $others } { $others ->
        [one] gierigen Bot
       *[other] gierige Bots
    } ({ $wins } allein, { $shared } geteilt); Punkte { $score } gegen { $best } beim besten gierigen Bot
bench-bots-time = {"  "}Zeit            { $seconds } s

## Running the bot

no-token =
    DISCORD_TOKEN ist nicht gesetzt, daher kann sich der Bot nicht mit Discord verbinden.
    So bekommst du ein Token: Öffne https://discord.com/developers/applications, erstelle eine
    Anwendung, öffne ihre Bot-Seite, drücke Reset Token und kopiere es; trage dann DISCORD_TOKEN=...
    in eine .env-Datei hier ein (siehe .env.example und README.md; dort steht auch, wie du den Bot
    einlädst).
    Um das Spiel gleich ohne Discord auszuprobieren: calcada local
token-rejected =
    Discord hat das Token des Bots (DISCORD_TOKEN) abgelehnt: Es ist falsch oder wurde zurückgesetzt.
    Der Bot wird beendet.
    So bekommst du ein neues Token: Öffne https://discord.com/developers/applications, wähle deine
    Anwendung, öffne ihre Bot-Seite, drücke Reset Token und kopiere es in DISCORD_TOKEN
    in deiner .env-Datei.
discord-unreachable = Discord ist nicht erreichbar ({ $error }); neuer Versuch in { $seconds } s. Beenden mit Strg+C.
config-invalid = Die Einstellung { $name }=„{ $value }“ ist ungültig; siehe .env.example.
env-file-broken = Die .env-Datei kann in Zeile { $line } nicht gelesen werden ({ $name }): Schreib jede Einstellung als NAME=Wert und setze einen Wert mit Leerzeichen in Anführungszeichen ("so wie hier"). Es wurde nichts gestartet.
env-file-unreadable = Die .env-Datei kann nicht gelesen werden: { $error }

## The terminal

local-prompt = { $name }>{" "}
local-private = (an { $name }) { $text }
local-mention = @{ $name }
local-picture = {"  "}Bild: { $path }
local-notice = {"  "}[Hinweis] { $text }
local-notice-for = {"  "}[Hinweis für { $name }] { $text }
local-direct = {"  "}[Direktnachricht an { $name }] { $text }
local-fault = Bei uns ist etwas schiefgegangen; es wurde nichts geändert ({ $fault }).
local-control = {"  "}[{ $number }] { $label }
local-select = {"  "}{ $placeholder }:
local-no-control = Keine Auswahl trägt hier die Nummer { $number }: Tippe eine Nummer aus der letzten Liste, die dir gezeigt wurde.
local-seat-count = { $game } ist für { $min } bis { $max } { $max ->
        [one] Person
       *[other] Personen
    }, nicht für { $count }: Gib die Leute an dieser Tastatur mit --players an und die Bots mit --bots (easy, normal, hard).
nothing-planned = Noch nichts geplant: Plane deinen Zug mit `try declare 3 yellow`, dann `try place star C3`, dann `confirm` (oder `back`). `turn` zeigt den Plan.

## Languages and hints

language-name = { $code ->
    [de] Deutsch
    [fr] Français
    [hu] Magyar
   *[en] English
}
language-set = Sprache der öffentlichen Nachrichten dieser Partie ab jetzt: { $language }.
hints-off = In dieser Partie sind Tipps ausgeschaltet (so hat es die Person, die sie eröffnet hat, beim Start festgelegt).
hint-header = Vorschlag des Bots „Schwer“: { $turn }.
hint-spends = gibt { $count } Bonus-Plättchen fürs Weiterschieben ab
hint-passes = keine Ansage ist möglich: Du setzt aus
hint-grows = vergrößert Bezirk { $district } ({ $colour }) auf { $tiles } von { $size } Plättchen
hint-completes = vervollständigt Bezirk { $district } ({ $colour }) für { $points } { $points ->
    [one] Punkt
   *[other] Punkte
} (×{ $multiplier } pro Plättchen)
hint-closes = der Pflasterstein in { $colour } verlässt die Wertungstafel: { $points } { $points ->
    [one] Punkt
   *[other] Punkte
} mehr, und { $colour } wird gesperrt
hint-triggers-end = der zweite Pflasterstein verlässt die Wertungstafel: Die Partie endet nach dieser Runde
hint-motif = bildet eine Motivgruppe { $motif } aus { $size } Plättchen (Motivpunkte am Ende: { $points })
hint-bonus = bringt { $count } Bonus-Plättchen
hint-used = { $name } hat sich in diesem Zug einen Tipp geholt.

## Words in pictures (short: they are drawn at phone size)

pic-points = Punkte
pic-bonus-tiles = { $count } Bonus-Plättchen
pic-round = Runde { $round }
pic-turn-of = { $name } ist am Zug
pic-step-declare = Stein ansagen
pic-step-place = { $number ->
    [6] { $colour } auf einen beliebigen Platz legen
   *[other] { $colour } auf eine { $number } legen
}
pic-last-round = Letzte Runde
pic-closed = gesperrt
pic-off-row = raus
pic-stack = noch { $count }
pic-multiplier = ×{ $multiplier }
pic-gameboard = Spielplan
pic-scoreboard = Wertungstafel
pic-gained = +{ $points }
pic-district-chip = { $district } { $points }
pic-districts-done = Bezirke
pic-left-game = ausgestiegen
pic-game-over = Spielende
pic-rank = { $rank }.
pic-districts = Bezirke
pic-off-board = Steine von der Tafel
pic-motif-groups = Motivgruppen
pic-incomplete = Unvollständige Bezirke
pic-bonus-pairs = Bonus-Paare
pic-total = Gesamt
pic-district-detail = { $district } { $tiles }×{ $multiplier }
pic-group-detail = { $motif } { $size }
pic-incomplete-detail = { $district } { $tiles }
pic-bonus-detail = { $count } Plättchen
pic-list-separator = {" · "}
pic-you = { $name } (du)
pic-strip-points = { $points } Pkt.
pic-stone-count = { $letter }×{ $count }
pic-panel-title = Dein Tableau und der Tisch
pic-panel-choose = Wähle den Platz für das Plättchen: Die grünen passen
pic-preview = Vorschau: { $points }
pic-preview-points = { $points ->
    [one] +{ $points } Punkt
   *[other] +{ $points } Punkte
}
pic-preview-district = vervollständigt { $district }: { $tiles } Plättchen × { $multiplier }
pic-preview-stone-off = +{ $points } für den Stein, der die Tafel verlässt
pic-preview-bonus = +{ $count } Bonus-Plättchen
pic-preview-no-district = vervollständigt keinen Bezirk

## Aufzeichnungen, Siegel der Mischung, Sicherungen

sealed = Die Mischung ist versiegelt: SHA-256 `{ $hash }` (aus Startwert und geheimem Salt; beide werden am Ende offengelegt).
not-sealed = Diese Partie wurde eröffnet, bevor Mischungen versiegelt wurden.
seal-revealed = Die Mischung beruhte auf dem Startwert { $seed } und dem Salt `{ $salt }`: Alle können beide mit dem Siegel aus der Startnachricht abgleichen (`calcada verify`).
replay-no-seed = Die Aufzeichnung hat keinen Startwert (Export einer laufenden Partie): Sie lässt sich nachspielen, sobald die Partie vorbei ist.
replay-commitment = Startwert und Salt ergeben { $revealed }, nicht das Siegel { $committed } aus der Startnachricht.
render-wrote = { $path } geschrieben
render-step-beyond = --step { $step } liegt hinter dem Ende der Aufzeichnung, die { $actions } { $actions ->
        [one] Aktion
       *[other] Aktionen
    } hat.
replay-final-scores = Die Schlusswertung der Aufzeichnung weicht vom Nachspielen ab.
verified-sealed = Das Siegel passt zu Startwert und Salt ({ $hash }), und { $actions ->
        [0] die Aufzeichnung enthält keine Aktion zum Nachspielen
        [one] die einzige Aktion der Aufzeichnung lässt sich exakt nachspielen
       *[other] alle { $actions } Aktionen der Aufzeichnung lassen sich exakt nachspielen
    }.
verified-unsealed = Die Aufzeichnung hat kein Siegel (offline gespielt); { $actions ->
        [0] sie enthält keine Aktion zum Nachspielen
        [one] ihre einzige Aktion lässt sich exakt nachspielen
       *[other] alle ihre { $actions } Aktionen lassen sich exakt nachspielen
    }.
seal-not-shown = Diese Aufzeichnung gehört nicht zu der Partie, deren Siegel veröffentlicht wurde: Die Startnachricht zeigte `{ $shown }`, die Aufzeichnung trägt `{ $carried }`.
seal-absent = Diese Aufzeichnung trägt kein Siegel (eine offline gespielte Partie): Sie kann nicht zu der Partie gehören, deren Siegel `{ $shown }` veröffentlicht wurde.
exported = { $count ->
    [one] { $count } Aufzeichnung
   *[other] { $count } Aufzeichnungen
} nach { $dir } geschrieben.
nothing-to-export = Keine gespeicherte Partie passt.
no-such-game = Auf diesem Server gibt es keine Partie #{ $game }.
settings-shown = Deine Einstellungen: Zeitzone { $zone } · Ruhezeit { $quiet ->
    [none] keine
   *[other] { $quiet }
} · Zug-Benachrichtigung { $notify ->
    [channel] im Kanal
    [dm] per Direktnachricht
    [both] im Kanal und per Direktnachricht
   *[other] je nach Partie
} · Erinnerungen { $reminder ->
    [-1] je nach Partie
    [0] nie
    [one] jede Stunde
   *[other] alle { $reminder } Stunden
} · Abwesenheit { $away ->
    [none] keine
   *[other] bis { $away }
}
settings-saved = Gespeichert.
bad-time-zone = „{ $text }“ ist keine Zeitzone, die ich kenne: Nimm einen Namen wie Europe/Berlin oder America/New_York (die Liste erscheint beim Tippen).
bad-quiet = „{ $text }“: Gib die Ruhezeit in deiner Zeitzone an, etwa 22:00-08:00, oder schreib off, um sie abzuschalten.
quiet-too-long = Die Ruhezeit darf höchstens { $hours } { $hours ->
        [one] Stunde
       *[other] Stunden
    } am Tag dauern: Die Partien müssen weitergehen. Wähle einen kürzeren Zeitraum.
away-budget-spent = Dieser Server erlaubt in jedem Zeitraum von 30 Tagen höchstens { $days } { $days ->
        [one] Tag
       *[other] Tage
    } Abwesenheit, und dir { $left ->
        [one] bleibt
       *[other] bleiben
    } noch { $left }: Wähle einen früheren Tag.
bad-date = „{ $text }“: Gib ein künftiges Datum im Format 2026-12-24 an.
away-too-long = Auf diesem Server darf man höchstens { $days } { $days ->
        [one] Tag
       *[other] Tage
    } abwesend sein.
away-set = Du bist bis { $until } abwesend: Bis dahin bekommst du keine Erinnerungen, und kein Bot spielt für dich (auf einem Server, der weniger Abwesenheit erlaubt, nur so lange, wie er es erlaubt). Wenn du zurück bist, nutze `{ $cmd-calcada-me-back }`.
back = Willkommen zurück: Die Erinnerungen sind wieder eingeschaltet.
status-away = { $name } ist bis { $until } abwesend.
status-waiting = { $name } ist { $since } an den Zug gekommen.
leaderboard-header = Bestenliste dieses Servers (zu Ende gespielte Partien; Wertungszahl: Weng-Lin, Start bei 25):
leaderboard-line = { $rank ->
    [0] { $name }
   *[other] { $rank }. { $name }
} · Wertungszahl { $rating } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} ({ $percent } %) · im Schnitt { $average } Punkte · bestes Ergebnis { $best }
leaderboard-bots = Bots (ohne Wertungszahl):
leaderboard-bot-line = { $kind } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} ({ $percent } %) · im Schnitt { $average } Punkte · bestes Ergebnis { $best }
no-leaderboard = Auf diesem Server wurde noch keine Partie zu Ende gespielt.
no-stats = Für diese Person gibt es auf diesem Server noch keine zu Ende gespielte Partie.
stats-best = Beste Partie: #{ $game } mit { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    }.
stats-game = #{ $game } · { $when } · Platz { $rank } von { $players } mit { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    }
record-attached = Die Aufzeichnung von Partie #{ $game } ist angehängt (Format: docs/record-format.md im Repository des Bots).
record-running = Die Partie läuft noch, daher fehlt der Aufzeichnung der Startwert (er würde die Reihenfolge der Stapel verraten); exportiere sie nach dem Ende erneut, um sie nachzuspielen.
backup-written = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} nach { $path } gesichert.
backup-failed = Sicherung nach { $path } fehlgeschlagen: { $error }
database-damaged = Die Datenbank { $path } ist beschädigt ({ $detail }), daher startet der Bot nicht. Spiele eine Sicherung zurück (siehe README, „Backups“).
database-damaged-backup = Die Datenbank { $path } ist beschädigt ({ $detail }), daher startet der Bot nicht. Die neueste Sicherung ist { $backup }: Beende den Bot, kopiere sie über { $path } und starte ihn neu.
database-tightened = Die Datei { $path } war für andere Benutzerkonten zugänglich (Modus { $mode }). Sie enthält den Startwert jeder laufenden Partie, daher kannst jetzt nur noch du sie lesen und schreiben (0600).
backups-need-sqlite = Geplante Sicherungen (CALCADA_BACKUP_DIR) kopieren eine SQLite-Datei. Nutzt du PostgreSQL (DATABASE_URL), sichere mit pg_dump oder den eigenen Sicherungen des Datenbankservers und setze CALCADA_BACKUP_DIR nicht.
metrics-bind-failed = Der Metrik-Listener (CALCADA_METRICS_ADDR) kann nicht auf { $address } lauschen: { $error }. Wähle eine freie Adresse und einen freien Port oder setze CALCADA_METRICS_ADDR nicht. Der Bot wird beendet.
migrate-db-done = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} ({ $actions } { $actions ->
    [one] Aktion
   *[other] Aktionen
}, { $notices } { $notices ->
    [one] Nachricht
   *[other] Nachrichten
}) und alle Einstellungen von { $from } nach { $to } kopiert. Geprüft: Jede Tabelle hat so viele Zeilen wie vorher, und { $replayed ->
    [one] { $replayed } begonnene Partie lässt sich laden und exakt nachspielen
   *[other] { $replayed } begonnene Partien lassen sich laden und exakt nachspielen
}. Setze DATABASE_URL auf { $to } und starte den Bot.
migrate-db-failed = { $from } konnte nicht nach { $to } kopiert werden: { $error }

## Slash commands as Discord shows them. Each command, option and choice has a name
## (`cmd-...`: lowercase, no spaces, at most 32 characters) and a description (`...-desc`, at
## most 100 characters). Choices (`...-choice-N`) are labels only (at most 100 characters).
## `calcada`, `calcada-me` and `calcada-admin` keep their names in every language; the commands of a turn (`turn`, `declare`...) are top-level and localised.

cmd-calcada = calcada
cmd-calcada-desc = Spiele Calçada oder Piazza, zwei Legespiele mit Plättchen

cmd-calcada-new = neu
cmd-calcada-new-desc = Eröffne eine Partie in diesem Kanal oder Thread
cmd-calcada-new--side = seite
cmd-calcada-new--side-desc = Tableauseite (Standard A)
cmd-calcada-new--side-choice-0 = A (8 Bezirke)
cmd-calcada-new--side-choice-1 = B (9 Bezirke)
cmd-calcada-new--players = personen
cmd-calcada-new--players-desc = Höchstzahl an Personen, 2 bis 4 (Standard 4)
cmd-calcada-new--bots = bots
cmd-calcada-new--bots-desc = Bots, die gleich mitspielen (Stufe Normal)
cmd-calcada-new--reminder_hours = erinnerung_stunden
cmd-calcada-new--reminder_hours-desc = Erinnerung an alle, die nach so vielen Stunden noch nicht gezogen haben (Standard 24)
cmd-calcada-new--takeover = übernahme
cmd-calcada-new--takeover-desc = Nach so vielen verpassten Erinnerungen spielt ein Bot den Zug (Standard: nie)
cmd-calcada-new--language = sprache
cmd-calcada-new--language-desc = Sprache der öffentlichen Nachrichten der Partie (Standard: die des Servers)
cmd-calcada-new--language-choice-0 = English
cmd-calcada-new--language-choice-1 = Deutsch
cmd-calcada-new--language-choice-2 = Français
cmd-calcada-new--language-choice-3 = Magyar
cmd-calcada-new--hints = tipps
cmd-calcada-new--hints-desc = Ob man sich Tipps holen darf (Standard: ja)
cmd-calcada-new--stand_in = ersatz_bot
cmd-calcada-new--stand_in-desc = Der Bot, der für eine Person spielt, die gegangen ist oder nicht zieht (Standard Normal)
cmd-calcada-new--stand_in-choice-0 = Normal (spielt auf sofortige Punkte)
cmd-calcada-new--stand_in-choice-1 = Schwer (plant voraus)
cmd-calcada-new--stand_in-choice-2 = Leicht (irgendein erlaubter Zug)

cmd-calcada-join = beitreten
cmd-calcada-join-desc = Vor dem Start bei der Partie dieses Kanals mitmachen

cmd-calcada-leave = verlassen
cmd-calcada-leave-desc = Die Partie dieses Kanals verlassen (läuft sie schon, spielt ein Bot für dich weiter)

cmd-calcada-bot = bot
cmd-calcada-bot-desc = Einen Bot mitspielen lassen (wer die Partie eröffnet hat, vor dem Start)
cmd-calcada-bot--kind = stufe
cmd-calcada-bot--kind-desc = Welche Stufe (Standard Normal)
cmd-calcada-bot--kind-choice-0 = Normal (spielt auf sofortige Punkte)
cmd-calcada-bot--kind-choice-1 = Schwer (plant voraus)
cmd-calcada-bot--kind-choice-2 = Leicht (irgendein erlaubter Zug)

cmd-calcada-start = starten
cmd-calcada-start-desc = Die Partie starten (wer sie eröffnet hat)

cmd-turn = zug
cmd-turn-desc = Dein Zug in einem privaten Panel: wählen, Vorschau ansehen, dann bestätigen

cmd-hint = tipp
cmd-hint-desc = Ein Vorschlag des Bots „Schwer“ für deinen Zug, mit Begründung (nur du siehst ihn)

cmd-nudge = weiterschieben
cmd-nudge-desc = Bonus: Gib ein Bonus-Plättchen ab und schiebe vor der Ansage einen Stein ein Feld weiter
cmd-nudge--stone = stein
cmd-nudge--stone-desc = Der Stein zum Weiterschieben: Feld und Farbe aus der Liste, z. B. 3 yellow

cmd-declare = ansagen
cmd-declare-desc = Einen Stein ansagen (die Steine auf seinem Feld sind deine Zahl) und ein Feld weiterschieben
cmd-declare--stone = stein
cmd-declare--stone-desc = Feld und Farbe, z. B. 3 yellow: Die Liste bietet nur erlaubte Ansagen an

cmd-refresh = ersetzen
cmd-refresh-desc = Bonus: Gib ein Bonus-Plättchen ab und ersetze die offene Auslage einer Farbe
cmd-refresh--colour = farbe
cmd-refresh--colour-desc = Die Farbe, deren Auslage du ersetzt
cmd-refresh--colour-choice-0 = Blau
cmd-refresh--colour-choice-1 = Gelb
cmd-refresh--colour-choice-2 = Rot
cmd-refresh--colour-choice-3 = Grün
cmd-refresh--colour-choice-4 = Schwarz

cmd-place = legen
cmd-place-desc = Ein offenes Plättchen der angesagten Farbe auf dein Tableau legen
cmd-place--tile = plättchen
cmd-place--tile-desc = Plättchen und Platz, z. B. star C4: Die Liste bietet nur erlaubte Züge an

cmd-calcada-board = tableau
cmd-calcada-board-desc = Ein Tableau zeigen: deins oder das einer anderen Person (auch eines Bots)
cmd-calcada-board--player = person
cmd-calcada-board--player-desc = Wessen Tableau (Standard: deins): eine Person aus dieser Partie

cmd-calcada-table = tisch
cmd-calcada-table-desc = Den gemeinsamen Tisch zeigen: Spielplan, Wertungstafel, offene Auslage

cmd-calcada-status = stand
cmd-calcada-status-desc = Wer am Zug ist und wie viele Punkte alle haben

cmd-calcada-history = verlauf
cmd-calcada-history-desc = Die letzten Züge dieser Partie
cmd-calcada-history--last = anzahl
cmd-calcada-history--last-desc = Wie viele Züge (Standard 10)

cmd-calcada-results = ergebnisse
cmd-calcada-results-desc = Die in diesem Kanal zu Ende gespielten Partien, mit ihren Ranglisten

cmd-calcada-rules = regeln
cmd-calcada-rules-desc = Die Regeln in Kürze

cmd-calcada-move = ziehen
cmd-calcada-move-desc = Einen Zug in der Partie dieses Kanals spielen, in ihrer Schreibweise
cmd-calcada-move--move = zug
cmd-calcada-move--move-desc = Dein Zug aus der Liste der erlaubten
cmd-calcada-options = möglichkeiten
cmd-calcada-options-desc = Was du jetzt tun kannst, mit Menüs dafür

cmd-calcada-me = calcada-me
cmd-calcada-me-desc = Deine eigenen Einstellungen: Zeitzone, Ruhezeit, Erinnerungen, Abwesenheit, Benachrichtigung

cmd-calcada-me-notify = benachrichtigung
cmd-calcada-me-notify-desc = Wie du erfährst, dass du am Zug bist
cmd-calcada-me-notify--how = wo
cmd-calcada-me-notify--how-desc = Wo du benachrichtigt wirst
cmd-calcada-me-notify--how-choice-0 = Nur im Kanal
cmd-calcada-me-notify--how-choice-1 = Auch per Direktnachricht

cmd-calcada-language = sprache
cmd-calcada-language-desc = Sprache der öffentlichen Nachrichten ändern (wer die Partie eröffnet hat, oder ein Server-Admin)
cmd-calcada-language--language = sprache
cmd-calcada-language--language-desc = Die neue Sprache
cmd-calcada-language--language-choice-0 = English
cmd-calcada-language--language-choice-1 = Deutsch
cmd-calcada-language--language-choice-2 = Français
cmd-calcada-language--language-choice-3 = Magyar

cmd-calcada-record = aufzeichnung
cmd-calcada-record-desc = Die Aufzeichnung der Partie dieses Kanals oder einer aus den Ergebnissen, als JSON-Datei
cmd-calcada-record--game = partie
cmd-calcada-record--game-desc = Die Nummer der Partie, wie die Ergebnisse sie zeigen (Standard: die dieses Kanals)

cmd-calcada-leaderboard = bestenliste
cmd-calcada-leaderboard-desc = Die Bestenliste dieses Servers: Personen nach Wertungszahl, Bots getrennt

cmd-calcada-stats = statistik
cmd-calcada-stats-desc = Ergebnisse einer Person auf diesem Server: letzte Partien, beste Partie
cmd-calcada-stats--player = person
cmd-calcada-stats--player-desc = Wessen Ergebnisse (Standard: deine)

cmd-calcada-me-settings = einstellungen
cmd-calcada-me-settings-desc = Deine Einstellungen: Zeitzone, Ruhezeit, Benachrichtigung, Erinnerungen
cmd-calcada-me-settings--time_zone = zeitzone
cmd-calcada-me-settings--time_zone-desc = Deine Zeitzone, z. B. Europe/Berlin (Vorschläge beim Tippen)
cmd-calcada-me-settings--quiet = ruhezeit
cmd-calcada-me-settings--quiet-desc = Ruhezeit in deiner Zeitzone, z. B. 22:00-08:00, oder off
cmd-calcada-me-settings--notify = benachrichtigung
cmd-calcada-me-settings--notify-desc = Wie du erfährst, dass du am Zug bist
cmd-calcada-me-settings--notify-choice-0 = Im Kanal
cmd-calcada-me-settings--notify-choice-1 = Per Direktnachricht
cmd-calcada-me-settings--notify-choice-2 = Beides
cmd-calcada-me-settings--reminder_hours = erinnerung_stunden
cmd-calcada-me-settings--reminder_hours-desc = Stunden zwischen deinen Erinnerungen (0: keine)

cmd-calcada-me-away = abwesend
cmd-calcada-me-away-desc = Abwesend bis zum gewählten Tag: keine Erinnerungen, kein Bot spielt für dich
cmd-calcada-me-away--until = bis
cmd-calcada-me-away--until-desc = Dein letzter Tag der Abwesenheit, z. B. 2026-12-24

cmd-calcada-me-back = zurück
cmd-calcada-me-back-desc = Zurück von der Abwesenheit: Erinnerungen gehen weiter

cmd-calcada-end = beenden
cmd-calcada-end-desc = Die Partie dieses Kanals jetzt beenden (wer sie eröffnet hat, oder ein Server-Admin)

cmd-calcada-admin = calcada-admin
cmd-calcada-admin-desc = Die Partien dieses Servers verwalten (Server-Admins)

cmd-calcada-admin-list = liste
cmd-calcada-admin-list-desc = Alle Partien auf diesem Server: Kanal, Personen, wer am Zug ist und seit wann

cmd-calcada-admin-end = beenden
cmd-calcada-admin-end-desc = Die Partie dieses Kanals beenden

cmd-calcada-admin-replace = bot-einsetzen
cmd-calcada-admin-replace-desc = Ab jetzt einen Bot für eine Person in der Partie dieses Kanals spielen lassen
cmd-calcada-admin-replace--player = person
cmd-calcada-admin-replace--player-desc = Die Person, für die ein Bot spielen soll
cmd-calcada-admin-replace--level = stufe
cmd-calcada-admin-replace--level-desc = Die Stufe des Bots (Standard: die Stufe des Ersatz-Bots dieser Partie)
cmd-calcada-admin-replace--level-choice-0 = Normal (spielt auf sofortige Punkte)
cmd-calcada-admin-replace--level-choice-1 = Schwer (plant voraus)
cmd-calcada-admin-replace--level-choice-2 = Leicht (irgendein erlaubter Zug)

cmd-calcada-admin-reminder = erinnerung
cmd-calcada-admin-reminder-desc = Der Standardabstand der Erinnerungen auf diesem Server für neue Partien
cmd-calcada-admin-reminder--hours = stunden
cmd-calcada-admin-reminder--hours-desc = Stunden, die sich eine Person vor einer Erinnerung Zeit lassen darf

cmd-calcada-admin-away-days = abwesenheitstage
cmd-calcada-admin-away-days-desc = Wie viele Tage eine Person abwesend sein darf
cmd-calcada-admin-away-days--days = tage
cmd-calcada-admin-away-days--days-desc = Tage, 1 bis 90 (Standard 14)

cmd-calcada-admin-lobby-days = lobby-tage
cmd-calcada-admin-lobby-days-desc = Nach wie vielen Tagen eine offene, nie gestartete Partie geschlossen wird
cmd-calcada-admin-lobby-days--days = tage
cmd-calcada-admin-lobby-days--days-desc = Tage, 1 bis 90 (Standard 7)

## A player's games and turn times
stats-speed = Zugdauer (außerhalb der Ruhezeiten, { $turns ->
        [one] ein Zug
       *[other] { $turns } Züge
    }): Median { $median }, 90 % der Züge innerhalb von { $p90 }.
stats-on-time = Bis zum Ende ohne Ersatz-Bot gespielte Partien: { $on_time } von { $games }.
leaderboard-speed-header = Die schnellsten Personen dieses Servers (Median der Zugdauer, außerhalb der Ruhezeiten jeder Person gezählt):
leaderboard-speed-line = { $rank }. { $name } · Median { $median } · 90 % innerhalb von { $p90 } · { $turns ->
        [one] ein Zug
       *[other] { $turns } Züge
    } · ohne Ersatz-Bot in { $on_time } von { $games } { $games ->
        [one] Partie
       *[other] Partien
    }
span-minutes = { $minutes } Min.
span-hours = { $hours } Std. { $minutes } Min.
span-days = { $days } Tg. { $hours } Std.
my-games-header = Deine Partien auf diesem Server: { $count } ({ $waiting ->
        [0] keine wartet auf dich
        [one] eine wartet auf dich
       *[other] { $waiting } warten auf dich
    }).
my-games-running = #{ $game } in <#{ $channel }> · { $mine ->
        [true] **du bist am Zug**
       *[false] { $turn } ist am Zug
    } (Zugbeginn { $since }) · du: Sitz { $seat }, { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }, Platz { $rank } von { $players }
my-games-lobby = #{ $game } in <#{ $channel }> · offen, { $count } von { $max } { $max ->
        [one] Person
       *[other] Personen
    } · du: Sitz { $seat }
my-games-clock = · ⏱ deine Restzeit: { $left }
no-my-games = Du hast auf diesem Server keine laufende oder offene Partie.
button-my-turn = Partie #{ $game } spielen
cmd-calcada-me-games = partien
cmd-calcada-me-games-desc = Deine Partien auf diesem Server: wer am Zug ist, deine Punkte und dein Platz, ein Button zum Spielen
cmd-calcada-leaderboard--by = nach
cmd-calcada-leaderboard--by-desc = Personen nach Wertungszahl (Standard) oder nach Tempo ordnen
cmd-calcada-leaderboard--by-choice-0 = Wertungszahl
cmd-calcada-leaderboard--by-choice-1 = Tempo (Median der Zugdauer)
## replay
replay-turn = { $turn ->
        [0] Wiederholung von Partie #{ $game } · Zug 0 von { $turns }: der Anfang
       *[other] Wiederholung von Partie #{ $game } · Zug { $turn } von { $turns }
    }
replay-latest = So steht die Partie gerade: { $name } ist am Zug.
replay-players-only = Partie #{ $game } läuft noch, deshalb können sie nur die Personen, die mitspielen, Zug für Zug ansehen. Alle anderen können das, sobald sie vorbei ist.
replay-bad-button = Diesen Button der Wiederholung kann ich nicht lesen (vielleicht stammt er von einer älteren Version des Bots). Öffne eine neue Wiederholung mit `{ $cmd-calcada-replay }`.
button-replay-start = ⏮ Anfang
button-replay-back = ◀ Zurück
button-replay-forward = Weiter ▶
button-replay-end = Ende ⏭
local-replay-steps = {"  "}Züge 0 bis { $turns }: `replay { $back }` geht zurück, `replay { $next }` weiter, `replay N` zeigt Zug N.
local-replay-first = {"  "}Züge 0 bis { $turns }: `replay 1` geht weiter, `replay N` zeigt Zug N.
local-replay-last = {"  "}Züge 0 bis { $turns }, dies ist der letzte: `replay { $back }` geht zurück, `replay N` zeigt Zug N.
cmd-calcada-replay = wiederholung
cmd-calcada-replay-desc = Eine Partie Zug für Zug ansehen, nur für dich: die dieses Kanals oder eine aus den Ergebnissen
cmd-calcada-replay--game = partie
cmd-calcada-replay--game-desc = Die Nummer der Partie, wie die Ergebnisse sie zeigen (Standard: die dieses Kanals)
## turn clock (issue 26)
bad-clock = Das geht nicht: Ein Zeitkonto beginnt mit 1 bis { $days } { $days ->
        [one] Tag
       *[other] Tagen
    } und bekommt pro Zug 0 bis { $hours } { $hours ->
        [one] Stunde
       *[other] Stunden
    } dazu; Bonus und Ruhezeiten-Option brauchen ein Startguthaben.
clock-days = { $days } Tg. { $hours } Std.
clock-hours = { $hours } Std.
clock-minutes = { $minutes } Min.
clock-seat = { $name } { $left }
clock-times = ⏱ Restzeit: { $times }
clock-options = Zeitkonto: { $bank } pro Person, { $bonus } mehr nach jedem Zug{ $quiet ->
        [true] , angehalten in den Ruhezeiten und während der Abwesenheit der jeweiligen Person
       *[false] {""}
    }.
clock-ran-out = ⏱ Das Zeitkonto von { $name } ist aufgebraucht: Der Ersatz-Bot hat den Zug gespielt.
status-paused = ⏸ Ein Server-Admin hat die Partien dieses Servers pausiert: keine Erinnerungen, kein Ersatz-Bot, die Zeitkonten stehen still. Züge sind weiter möglich.
paused = Die Partien dieses Servers sind pausiert: keine Erinnerungen, kein Ersatz-Bot, die Zeitkonten stehen still. Ziehen ist weiter möglich. Mit `{ $cmd-calcada-admin-resume }` geht es weiter.
already-paused = Die Partien dieses Servers sind bereits pausiert.
resumed = Die Partien dieses Servers gehen nach einer Pause von { $paused } weiter; allen, die gerade am Zug sind, wurde diese Zeit auf ihrem Zeitkonto gutgeschrieben.
not-paused = Die Partien dieses Servers sind nicht pausiert.
cmd-calcada-new--clock_days = zeitkonto_tage
cmd-calcada-new--clock_days-desc = Zeitkonto: das Guthaben jeder Person in Tagen (Standard: kein Zeitkonto)
cmd-calcada-new--clock_bonus_hours = zeitkonto_bonus_stunden
cmd-calcada-new--clock_bonus_hours-desc = Zeitkonto: Stunden, die nach jedem eigenen Zug dazukommen (Standard 0)
cmd-calcada-new--clock_quiet = zeitkonto_ruhezeiten
cmd-calcada-new--clock_quiet-desc = Zeitkonto: steht in Ruhezeiten und bei Abwesenheit still (Standard: nein)
cmd-calcada-admin-pause = pausieren
cmd-calcada-admin-pause-desc = Alle Partien dieses Servers pausieren: keine Erinnerungen, kein Ersatz-Bot, Zeitkonten stehen still
cmd-calcada-admin-resume = fortsetzen
cmd-calcada-admin-resume-desc = Die Partien dieses Servers fortsetzen; wer am Zug ist, bekommt die Pausenzeit zurück

## bench crate
bench-moved = Die Benchmarks sind in ein eigenes Crate umgezogen: cargo run --release -p calcada-bench -- { $args }

## piazza terminal
pt-colour = { $colour ->
        [red] Rot
        [pink] Rosa
        [blue] Blau
       *[yellow] Gelb
    }
pt-symbol = { $symbol ->
        [circle] Kreis
        [triangle] Dreieck
        [diamond] Raute
        [cross] Kreuz
        [star] Stern
       *[heart] Herz
    }
pt-tile = { $symbol ->
        [circle] Kreis
        [triangle] Dreieck
        [diamond] Raute
        [cross] Kreuz
        [star] Stern
       *[heart] Herz
    } in { $colour ->
        [red] Rot
        [pink] Rosa
        [blue] Blau
       *[yellow] Gelb
    }
pt-legend = Jedes Plättchen erscheint als Farbbuchstabe und Symbol. Farben: { $colours }. Symbole: { $symbols }.
piazza-hand-text = Deine Hand: { $tiles }
pt-seat-count = Piazza ist für 2 bis 4 Personen, nicht für { $count }: Gib die Leute an dieser Tastatur mit --players an und die Bots mit --bots (easy, normal, hard).
pt-score-line = { $name } ({ $colours }): { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }, { $hand } auf der Hand, { $pile } im Stapel{ $finished ->
        [0] {""}
       *[other] , als { $finished }. alle Plättchen gelegt
    }
pt-tiles-left = Noch zu legende Plättchen: { $count }.
pt-placed = { $name } legt { $code } ({ $tile }) auf { $cell }.
pt-bracket = { $name } erhält { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } für die Klammer { $from }–{ $to }.
pt-drew = { $name } zieht { $count } Plättchen nach.
pt-passed = { $name } kann kein Plättchen legen und setzt aus.
pt-finished = { $name } hat als { $place }. alle Plättchen gelegt.
pt-game-over = Die Partie ist vorbei: { $reason ->
        [blocked] Niemand kann mehr ein Plättchen legen.
       *[all_placed] Alle Plättchen liegen auf dem Tisch.
    }
pt-rank-line = { $rank }. { $name }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }{ $finished ->
        [0] {""}
       *[other] {" "}(als { $finished }. alle Plättchen gelegt)
    }
pt-hint = Tipp (die Wahl des Bots „Schwer“): { $words }, { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }.
pt-refused = Das geht nicht: { $error }.
pt-err-game-over = Diese Partie ist vorbei
pt-err-no-such-seat = Es gibt keinen Sitz { $seat }
pt-err-not-your-turn = { $name } ist am Zug
pt-err-not-in-hand = Das Plättchen „{ $tile }“ hast du nicht auf der Hand
pt-err-same-cell = Beide Plättchen lägen auf { $cell }
pt-err-cell-taken = Auf { $cell } liegt schon ein Plättchen
pt-err-outside-grid = Ein Plättchen auf { $cell } würde die Piazza über 8 × 8 Felder hinauswachsen lassen
pt-err-not-alongside = { $cell } grenzt mit keiner Seite an ein Plättchen auf dem Tisch (eine Ecke genügt nicht)
pt-err-same-colour = Das Plättchen auf { $neighbour } neben { $cell } hat dieselbe Farbe
pt-err-same-symbol = Das Plättchen auf { $neighbour } neben { $cell } hat dasselbe Symbol
pt-err-two-colours = Zwei Plättchen, die du im selben Zug legst, müssen eine Klammer bilden, also dieselbe Farbe haben, nicht { $first } und { $second }
pt-err-not-in-line = Zwei Plättchen, die du im selben Zug legst, müssen eine Klammer bilden, also in einer Zeile oder Spalte liegen, was { $first } und { $second } nicht tun
pt-err-not-a-bracket = { $first } und { $second } bilden keine Klammer: Das Plättchen auf { $between } dazwischen hat ihre Farbe
pt-err-must-place = Eines deiner Plättchen passt, also musst du eines oder zwei legen
pt-rec-malformed = Keine Piazza-Aufzeichnung: { $detail }
pt-rec-envelope = Keine Piazza-Aufzeichnung einer bekannten Version: Format „{ $format }“, Version { $version }, Spiel „{ $game }“ (erwartet: „calcada-record“, Version { $expected }, Spiel „piazza“)
pt-rec-setup = Die Einstellungen der Aufzeichnung ergeben keine Partie: { $error }
pt-rec-setup-differs = Einstellungen und Startwert ergeben einen anderen Spielaufbau als den aufgezeichneten (Farben, Startplättchen oder Startperson)
pt-rec-illegal = Aktion { $action } (Sitz { $seat }, { $name }) ist nicht erlaubt: { $error }
pt-rec-outcome = Das Ergebnis (Ende und Rangfolge) weicht von dem des Nachspielens ab
pt-rec-field = { $field ->
        [current] Sitz am Zug
        [turn] gespielte Züge
        [passes] Aussetzer in Folge
        [seats] Zahl der Sitze
        [name] Name von Sitz { $seat }
        [colours] Farben von Sitz { $seat }
        [score] Punkte von Sitz { $seat }
        [hand_size] Plättchen auf der Hand von Sitz { $seat }
        [pile_size] Plättchen im Stapel von Sitz { $seat }
       *[finished] Reihenfolge, in der Sitz { $seat } alle Plättchen gelegt hat
    }
pt-rec-mismatch-initial = Der Anfangszustand weicht ab ({ $field }): Die Aufzeichnung sagt { $recorded }, das Nachspielen ergibt { $replayed }
pt-rec-mismatch = Der Zustand nach Aktion { $action } weicht ab ({ $field }): Die Aufzeichnung sagt { $recorded }, das Nachspielen ergibt { $replayed }
pt-rec-cut-short = Die Aufzeichnung ist abgeschnitten: Sie nennt einen Endstand, aber { $actions ->
        [0] sie enthält keine Aktion, die Partie ist also nicht zu Ende
        [one] ihre einzige Aktion beendet die Partie nicht
       *[other] ihre { $actions } Aktionen beenden die Partie nicht
    }
pt-rec-no-final-scores = Die Partie endet mit der letzten Aktion der Aufzeichnung (Aktion { $actions }), aber die Aufzeichnung nennt keinen Endstand
pt-setup-deal = Es gibt keine Verteilung { $deal } (diese Version kennt nur Verteilung 1 und 2)
pt-verified = Piazza-Aufzeichnung geprüft: { $players } { $players ->
        [one] Person
       *[other] Personen
    }, { $actions } { $actions ->
        [one] Aktion
       *[other] Aktionen
    } nachgespielt; jeder gespeicherte Stand, der Endstand und das Ergebnis stimmen überein.
pt-verified-seal = Das Siegel passt zu Startwert und Salt ({ $hash }).
pt-verify-file = { $path }:
pt-record-broken = { $path }: Die Aufzeichnung lässt sich nicht nachspielen: { $error }
pt-replay-header = Piazza, { $players } { $players ->
        [one] Person
       *[other] Personen
    }, { $actions } { $actions ->
        [one] Aktion
       *[other] Aktionen
    }, geprüft. Der Tisch zu Beginn:
pt-replay-turn = — Aktion { $number }: { $name } —
pt-sim-header = { $games } { $games ->
        [one] Piazza-Partie
       *[other] Piazza-Partien
    } simuliert: { $players } { $players ->
        [one] Person
       *[other] Personen
    }, Bots { $bots }
pt-sim-moves = {"  "}Züge            { $average } pro Partie im Schnitt, { $tiles } Plättchen pro Zug
pt-sim-points = {"  "}Punkte          { $average } im Schnitt, höchstens { $max }
pt-sim-endings = {"  "}Enden           { $all_placed } mit allen Plättchen auf dem Tisch, { $blocked } blockiert
pt-calcada-only = { $option } ist eine Option der Calçada-Simulation, nicht der von Piazza.
## piazza pictures
pic-piazza-turn = Zug { $turn }
pic-piazza-to-play = { $name } ist am Zug
pic-piazza-tiles-left = { $hand } auf der Hand · { $pile } im Stapel
pic-piazza-out-of-tiles = alle Plättchen gelegt
pic-piazza-finished = als { $place } alle Plättchen gelegt
pic-piazza-not-finished = hatte noch Plättchen
pic-piazza-neutral = Neutrale Farbe: Alle dürfen sie legen
pic-piazza-bound = Schraffierte Felder liegen außerhalb der 8×8-Piazza
pic-piazza-hand = Deine Hand
pic-piazza-your-turn = Du bist am Zug: Lege ein Plättchen oder zwei derselben Farbe, die eine Klammer bilden
pic-piazza-panel-title = Deine Hand und der Tisch
pic-piazza-preview = Vorschau: { $points ->
    [one] +{ $points } Punkt
   *[other] +{ $points } Punkte
}
pic-piazza-brackets = { $count ->
    [one] 1 Klammer
   *[other] { $count } Klammern
}: { $list } Plättchen
pic-piazza-no-bracket = bildet keine Klammer
pic-piazza-tile-on = { $tile } auf { $cell }
pic-piazza-placed-one = { $name } legte { $first }
pic-piazza-placed-two = { $name } legte { $first } und { $second }
pic-piazza-scored = { $points ->
    [0] Keine Punkte: { $brackets }
    [one] +1 Punkt · { $brackets }
   *[other] +{ $points } Punkte · { $brackets }
}
pic-piazza-passed = { $name } konnte kein Plättchen legen und setzte aus
pic-piazza-end-all-placed = Alle Plättchen liegen auf dem Tisch
pic-piazza-end-blocked = Niemand konnte mehr ein Plättchen legen
pic-piazza-tie-break = Gleich viele Punkte: Wer zuerst alle Plättchen gelegt hat, liegt vorn

## Piazza auf Discord
piazza-opened = { $creator } hat eine Partie Piazza eröffnet (bis zu { $max } { $max ->
        [one] Person
       *[other] Personen
    }). Mitmachen mit `{ $cmd-calcada-join }`; { $creator } startet sie mit `{ $cmd-calcada-start }`.
piazza-only = In diesem Kanal wird Piazza gespielt: Wähle deinen Zug mit `{ $cmd-piazza-place }` oder sieh dir deine Hand mit `{ $cmd-turn }` an.
piazza-hand-your-turn = Deine Hand und der Tisch, nur für dich. Wähle einen Zug mit `{ $cmd-piazza-place }`: Du siehst ihn, bevor er gespielt wird.
piazza-hand-waiting = Deine Hand und der Tisch, nur für dich. { $name } ist am Zug.
piazza-options-more = … und { $count } { $count ->
        [one] weiterer Zug
       *[other] weitere Züge
    }, keiner mit mehr Punkten.
piazza-confirm = { $preview }. Nur du siehst diese Vorschau: Drücke „Bestätigen“, um den Zug zu spielen, oder wähle mit `{ $cmd-piazza-place }` einen anderen.
piazza-choice = { $tiles } (+{ $points })
piazza-choice-pass = Aussetzen (kein Plättchen passt irgendwo)
piazza-your-turn = { $name }, du bist in Piazza am Zug.

## Commands: the game to open or rank, and /piazza
cmd-calcada-new--game = spiel
cmd-calcada-new--game-desc = Welches Spiel (Standard Calçada)
cmd-calcada-new--game-choice-0 = Calçada
cmd-calcada-new--game-choice-1 = Piazza
cmd-calcada-leaderboard--game = spiel
cmd-calcada-leaderboard--game-desc = Für welches Spiel die Bestenliste gilt (Standard Calçada)
cmd-calcada-leaderboard--game-choice-0 = Calçada
cmd-calcada-leaderboard--game-choice-1 = Piazza
cmd-calcada-stats--game = spiel
cmd-calcada-stats--game-desc = Für welches Spiel (Standard Calçada)
cmd-calcada-stats--game-choice-0 = Calçada
cmd-calcada-stats--game-choice-1 = Piazza
cmd-piazza = piazza
cmd-piazza-desc = Piazza: Plättchen zu einer Piazza legen
cmd-piazza-place = legen
cmd-piazza-place-desc = Ein Plättchen legen, oder zwei, die eine Klammer bilden: Vorschau ansehen, dann bestätigen
cmd-piazza-place--move = zug
cmd-piazza-place--move-desc = Dein Zug aus der Liste der erlaubten (beste zuerst)

## Leagues (issue 47)
league-created = Die Liga { $league } ist offen: Jetzt anmelden! Ein Server-Admin startet sie, sonst beginnt sie, wenn die Anmeldung schließt.
league-signed-up = Du bist für die Liga { $league } angemeldet (bisher { $count } { $count ->
        [one] Person
       *[other] Personen
    }).
league-already-signed-up = Du bist für die Liga { $league } schon angemeldet.
league-withdrawn = Du hast die Liga { $league } verlassen.
league-not-signed-up = Du spielst nicht in der Liga { $league }.
league-signup-closed = Die Liga { $league } nimmt keine Anmeldungen mehr an.
league-unknown = Diese Liga gibt es auf diesem Server nicht.
league-bad-settings = Eine Liga braucht Tische für 2 bis 4 Personen, 1 bis 20 Runden (Schweizer System), 1 bis 30 Tage pro Runde, ein Zeitkonto von höchstens 30 Tagen und eine Anmeldung, die in der Zukunft schließt.
league-too-few = Die Liga { $league } braucht mindestens { $needed } { $needed ->
        [one] Person
       *[other] Personen
    }, angemeldet { $players ->
        [one] ist nur eine
       *[other] sind { $players }
    }.
league-started = Die Liga { $league } hat begonnen: Runde 1 ist eingeteilt, { $tables } { $tables ->
        [one] Tisch
       *[other] Tische
    }.
league-not-running = Die Liga { $league } wird gerade nicht gespielt.
league-paused = Die Liga { $league } ist pausiert: Keine Runde endet und keine neue wird eingeteilt, bis ein Server-Admin sie fortsetzt.
league-resumed = Die Liga { $league } geht weiter; die Frist der Runde verschiebt sich um die Dauer der Pause.
league-ended = Die Liga { $league } ist beendet.
league-dropped = { $name } ist aus der Liga { $league } ausgeschieden: Ab jetzt spielt ein Ersatz-Bot an diesen Sitzen.
league-standings-title = Liga { $league }: Tabelle nach Runde { $round } von { $rounds }
league-standings-row = { $rank }. { $name }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }, { $played } { $played ->
        [one] Tisch
       *[other] Tische
    } gespielt, { $byes } { $byes ->
        [one] Freilos
       *[other] Freilose
    }
league-standings-empty = Für die Liga { $league } hat sich noch niemand angemeldet.
league-table-name = Liga { $league } · Runde { $round } · Tisch { $table }
league-signup-button = Anmelden
league-withdraw-button = Abmelden
league-round-paired = Liga { $league }, Runde { $round } von { $rounds }: Die Tische sind gelost. Die Runde endet am { $deadline }; jeder Tisch spielt in seinem eigenen Thread.
league-table-line = Tisch { $table }: { $players } in { $thread }
league-byes = Spielfrei in dieser Runde: { $players }
league-final = Liga { $league } ist vorbei. Der Endstand:
league-col-rank = Platz
league-col-player = Person
league-col-points = Punkte
league-col-played = Gespielt
league-col-byes = Spielfrei
league-in-thread = Eine Liga macht für jeden ihrer Tische einen Thread und kann deshalb nicht in einem Thread leben: Erstelle sie im Kanal selbst.

## Revanche (issue 47)

button-rematch = Revanche
rematch-accepted = Du nimmst die Revanche für Partie #{ $game } an. Es fehlen noch: { $waiting }.
rematch-already-accepted = Du hast die Revanche für Partie #{ $game } schon angenommen. Es fehlen noch: { $waiting }.
rematch-opened = Alle haben die Revanche für Partie #{ $game } angenommen. Sie beginnt jetzt als Partie #{ $new }, mit denselben Sitzen und Einstellungen und einem neuen Startwert.
rematch-already-open = Die Revanche für Partie #{ $game } hat schon begonnen: Es ist Partie #{ $new }.
rematch-lapsed = Das Angebot einer Revanche für Partie #{ $game } ist abgelaufen: Es gilt bis einen Tag nach dem Ende der Partie.
rematch-lapsed-notice = Das Angebot einer Revanche für Partie #{ $game } ist abgelaufen: Nicht alle haben es innerhalb eines Tages angenommen.
rematch-not-player = Nur wer in Partie #{ $game } mitgespielt hat, kann die Revanche annehmen.
rematch-not-over = Partie #{ $game } ist noch nicht zu Ende: Eine Revanche gibt es, wenn sie zu Ende gespielt ist.
rematch-ended-early = Partie #{ $game } wurde vorzeitig beendet: Eine Revanche gibt es nur nach einer zu Ende gespielten Partie.
rematch-league-game = Partie #{ $game } war ein Ligatisch: Die Liga lost die nächsten Partien ihrer Mitspielenden aus, darum gibt es keine Revanche.
rematch-unknown = Dieser Revanche-Button gehört zu keiner Partie in diesem Kanal: Es wurde nichts ausgeführt.
rematch-channel-busy = In diesem Kanal gibt es schon eine Partie (#{ $other }), darum kann die Revanche für Partie #{ $game } nicht beginnen. Deine Zusage bleibt: Drück noch einmal auf Revanche, sobald diese Partie vorbei ist, innerhalb eines Tages nach dem Ende von Partie #{ $game }.

## a game in its own thread (issue 47)
permission-create-public-threads = Öffentliche Threads erstellen
permission-create-private-threads = Private Threads erstellen
permission-manage-threads = Threads verwalten
thread-name = { $game } · { $names }
thread-opened = In { $thread } ist eine Partie eröffnet: Drücke „Beitreten“, um mitzuspielen. Ihre Züge, Erwähnungen und Erinnerungen kommen alle in den Thread.
thread-join-button = Beitreten
thread-joined = Du spielst mit: Die Partie läuft in { $thread }.
thread-join-failed = Du spielst mit, aber Discord hat dich gerade nicht zu { $thread } hinzugefügt. Drücke gleich noch einmal „Beitreten“: Das fügt dich dem Thread hinzu.
thread-failed = Discord hat den Thread der Partie gerade nicht angelegt, daher wurde nichts eröffnet. Bitte versuche es gleich noch einmal.
thread-in-thread = In einem Thread kann ich keinen Thread eröffnen: Nutze diese Option im Kanal selbst oder eröffne die Partie hier ohne sie.
cmd-calcada-new--thread = thread
cmd-calcada-new--thread-desc = Partie in einem neuen Thread dieses Kanals, öffentlich oder privat (Standard: hier)
cmd-calcada-new--thread-choice-0 = Öffentlicher Thread
cmd-calcada-new--thread-choice-1 = Privater Thread (nur für die Mitspielenden)

## /calcada-league (issue 47)
cmd-calcada-league = calcada-league
cmd-calcada-league-desc = Server-Ligen: Tische in Runden gelost, Tabelle geführt
cmd-calcada-league-create = erstellen
cmd-calcada-league-create-desc = Eine Liga in diesem Kanal erstellen, offen für Anmeldungen (Server-Admins)
cmd-calcada-league-create--players = personen
cmd-calcada-league-create--players-desc = Personen an jedem Tisch (2 bis 4)
cmd-calcada-league-create--format = format
cmd-calcada-league-create--format-desc = Jede gegen jede einmal, oder Schweizer System nach Tabellenstand
cmd-calcada-league-create--format-choice-0 = Jede gegen jede
cmd-calcada-league-create--format-choice-1 = Schweizer System
cmd-calcada-league-create--game = spiel
cmd-calcada-league-create--game-desc = Welches Spiel die Tische spielen (Standard Calçada)
cmd-calcada-league-create--game-choice-0 = Calçada
cmd-calcada-league-create--game-choice-1 = Piazza
cmd-calcada-league-create--rounds = runden
cmd-calcada-league-create--rounds-desc = Schweizer System: wie viele Runden (Standard 3)
cmd-calcada-league-create--round_days = runden_tage
cmd-calcada-league-create--round_days-desc = Tage, die jede Runde dauert (Standard 7)
cmd-calcada-league-create--clock_days = zeitkonto_tage
cmd-calcada-league-create--clock_days-desc = Zeitkonto der Partien der Liga in Tagen (Standard: kein Zeitkonto)
cmd-calcada-league-create--signup_days = anmelde_tage
cmd-calcada-league-create--signup_days-desc = Nach so vielen Tagen endet die Anmeldung und die Liga beginnt (Standard: ein Server-Admin startet)
cmd-calcada-league-signup = anmelden
cmd-calcada-league-signup-desc = Für eine Liga anmelden
cmd-calcada-league-signup--league = liga
cmd-calcada-league-signup--league-desc = Die Nummer der Liga (#3 ist 3)
cmd-calcada-league-withdraw = abmelden
cmd-calcada-league-withdraw-desc = Eine Liga verlassen (nach dem Start spielt ein Ersatz-Bot deine Plätze)
cmd-calcada-league-withdraw--league = liga
cmd-calcada-league-withdraw--league-desc = Die Nummer der Liga (#3 ist 3)
cmd-calcada-league-start = starten
cmd-calcada-league-start-desc = Die Anmeldung schließen und die erste Runde auslosen (Server-Admins)
cmd-calcada-league-start--league = liga
cmd-calcada-league-start--league-desc = Die Nummer der Liga (#3 ist 3)
cmd-calcada-league-standings = tabelle
cmd-calcada-league-standings-desc = Die Tabelle einer Liga, als Bild und als Text
cmd-calcada-league-standings--league = liga
cmd-calcada-league-standings--league-desc = Die Nummer der Liga (#3 ist 3)
cmd-calcada-league-drop = ausschliessen
cmd-calcada-league-drop-desc = Eine Person aus der Liga nehmen: ein Ersatz-Bot spielt ihre Plätze (Server-Admins)
cmd-calcada-league-drop--league = liga
cmd-calcada-league-drop--league-desc = Die Nummer der Liga (#3 ist 3)
cmd-calcada-league-drop--player = person
cmd-calcada-league-drop--player-desc = Die Person, die ausscheidet
cmd-calcada-league-pause = pausieren
cmd-calcada-league-pause-desc = Eine Liga pausieren: keine Runde endet, keine wird gelost (Server-Admins)
cmd-calcada-league-pause--league = liga
cmd-calcada-league-pause--league-desc = Die Nummer der Liga (#3 ist 3)
cmd-calcada-league-resume = fortsetzen
cmd-calcada-league-resume-desc = Eine pausierte Liga fortsetzen (Server-Admins)
cmd-calcada-league-resume--league = liga
cmd-calcada-league-resume--league-desc = Die Nummer der Liga (#3 ist 3)
cmd-calcada-league-end = beenden
cmd-calcada-league-end-desc = Eine Liga jetzt beenden: ihre Tabelle ist endgültig (Server-Admins)
cmd-calcada-league-end--league = liga
cmd-calcada-league-end--league-desc = Die Nummer der Liga (#3 ist 3)

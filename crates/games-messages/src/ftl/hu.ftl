# Hungarian (Magyar): the same messages as en.ftl, with exactly the same arguments. Game terms
# follow the Hungarian rulebook (see docs/glossary.md); the player is addressed with "te".
# Nouns stay singular after a number ("3 térkő", "5 pont"), so plurals need no select.
# Arguments never take a case ending or a definite article (a/az depends on the sound that
# follows): they stand before a noun ("a sárga kínálat", "3. mező"), after a colon, or in
# parentheses. Colour and motif names all begin with a consonant, so "a { $colour }" is safe.
# Colour names are adjectives, lower case as in the rulebook ("sárga térkő"): no sentence or
# menu label starts with one (the act-* and pic-step-place fragments are lower case, as in en).

## Names and helpers

colour-blue = kék
colour-yellow = sárga
colour-red = piros
colour-green = zöld
colour-black = fekete
symbol-wave = Hullám
symbol-star = Csillag
symbol-caravel = Karavella
symbol-fish = Hal
symbol-flower = Virág
symbol-bonus = Bónusz
bot-kind-random = Véletlen
bot-kind-greedy = Mohó
bot-kind-search = Kereső
end-second-stone-off = már a második térkő is lekerült a pontozótábláról, és a fordulót végigjátszották
end-stalemate = egy teljes forduló telt el úgy, hogy senki sem helyezett le lapkát
end-players-left = kettőnél kevesebb játékos maradt
list-separator = {", "}
decimal-separator = {","}

## Refusals

no-game-here = Ebben a csatornában nincs játék. Nyiss egyet ezzel a paranccsal: `{ $cmd-calcada-new }`.
channel-busy = Ebben a csatornában már van játék (megnyitotta: { $creator }). Csatornánként vagy szálanként egy játék lehet.
channel-busy-anon = Ebben a csatornában már van játék. Csatornánként vagy szálanként egy játék lehet.
bad-board = Ez így nem megy: nincs „{ $board }” nevű táblaoldal; válaszd az A vagy a B oldalt.
no-board-sides = Ebben a játékban ({ $game }) nincs választható táblaoldal: hagyd ki a side beállítást.
bad-player-count = Ez így nem megy: egy játékban 2–4 játékos vehet részt.
too-many-bots = Ez így nem megy: { $bots } bot mellett nem marad helyed egy { $max } fős játékban.
bad-reminder = Ez így nem megy: az emlékeztetők között 1–720 óra telhet el.
bad-takeover = Ez így nem megy: egy bot 1–10 elmulasztott emlékeztető után léphet a játékos helyett.
not-open = Ez a játék már elkezdődött: csatlakozni és botot hozzáadni már nem lehet.
not-running = Ez a játék nem fut: még nem kezdődött el, vagy már véget ért.
already-seated = Már részt veszel ebben a játékban.
game-full = Ez a játék megtelt ({ $max } játékos).
not-seated = Nem veszel részt ebben a játékban. Csatlakozz hozzá, amíg el nem indul.
not-creator-or-admin = Ezt csak a játékot megnyitó játékos vagy egy szerveradmin teheti meg.
not-admin = Ezt csak egy szerveradmin teheti meg.
too-few-players = Egy játékhoz legalább 2 játékos kell: hívj meg valakit, hogy csatlakozzon, vagy adj hozzá egy botot.
bot-seat = Ezen a helyen most egy bot játszik.
stale = Ez a gomb a játék egy korábbi állásához tartozik: nézd meg a legújabb üzenetet.
stale-game = Ez a gomb a csatorna egy korábbi játékához tartozik: nem történt semmi.
other-game-move = Ebben a csatornában ez a játék folyik: { $game }. Ez a parancs egy másik játékhoz tartozik ({ $other }); a lépésedet ezzel a paranccsal választhatod ki: `{ $cmd-calcada-move }`.
not-a-move = „{ $words }” most nem lehetséges lépés; a lehetséges lépéseket ez a parancs mutatja meg: `{ $cmd-calcada-options }`.
moved-on = A játék továbblépett, miközben választottál (valaki gyorsabb volt). Semmi sem változott: nézd meg az asztalt, és próbáld újra.
unknown-player = Ebben a játékban senki sem játszik ezen a néven: „{ $name }”.
interaction-outdated = Ez a parancs vagy gomb megváltozott, mióta a Discord-alkalmazásod betöltötte; nem történt semmi. Kérlek, próbáld újra (ha ez ismétlődik, töltsd újra a Discordot).
malformed-options = A parancs beállításai nem a várt módon érkeztek meg; semmi sem változott. Kérlek, válaszd ki őket újra a listából.
guild-only = Játszani a szerverek csatornáiban lehet, közvetlen üzenetben nem.
permission-view-channel = Csatorna megtekintése
permission-send-messages = Üzenetek küldése
permission-send-messages-in-threads = Üzenetek küldése szálakban
permission-embed-links = Linkek beágyazása
permission-attach-files = Fájlok csatolása
bot-lacks-permissions = Ebben a csatornában nem tudok játékot vezetni, mert itt erre van szükségem: { $missing }. Kérj meg egy szerveradmint, hogy módosítsa a jogosultságaimat ebben a csatornában, vagy válassz másik csatornát; semmi sem változott.
channel-refused = A Discord elutasítja az üzeneteimet itt: { $channel }. Ott erre van szükségem: { $missing }. A játékod körüzenetei, említései és emlékeztetői addig várnak, amíg egy szerveradmin nem módosítja a jogosultságaimat abban a csatornában; óránként újra megpróbálom, és azonnal, ha valaki ott használja valamelyik parancsomat.
channel-gone = A játékod csatornája, { $channel }, már nem létezik (a Discord szerint), ezért a játék véget ért: oda már semmit sem lehetne küldeni. Nyiss új játékot egy másik csatornában ezzel a paranccsal: `{ $cmd-calcada-new }`.
channel-blocked = Ebbe a csatornába nem tudok írni (itt erre van szükségem: { $missing }): a játék üzenetei addig várnak, amíg egy szerveradmin nem módosítja a jogosultságaimat.
catch-up = Egy ideig nem tudtam írni ebbe a csatornába. { $turns ->
        [0] Közben senki sem lépett.
        [one] Közben egy kör telt el.
       *[other] Közben { $turns } kör telt el.
    } Így áll most a játék:
internal = Valami hiba történt nálunk; semmi sem változott. Kérlek, próbáld újra.

## The rules' refusals

rule-game-over = Ez a játék véget ért.
rule-no-such-seat = Nincs ilyen hely: { $seat }.
rule-seat-left = { $name } kilépett ebből a játékból.
rule-not-your-turn = Most { $current } következik.
rule-no-bonus-tiles = Nincs több bónuszlapkád.
rule-already-declared = Ebben a körben már bejelentetted ezt: { $colour } { $number }. Helyezz le egy lapkát (vagy előbb cserélj le egy kínálatot).
rule-not-declared = Előbb jelents be egy térkövet, aztán helyezz le egy lapkát.
rule-no-stone-there = A játéktábla { $space }. mezőjén nincs { $colour } térkő.
rule-colour-closed = A { $colour } szín lezárult: a térköve lekerült a pontozótábláról.
rule-colour-exhausted = Nem maradt több { $colour } lapka.
rule-no-fitting-square = Ezzel a bejelentéssel ({ $colour } { $number }) sehová sem tudnál lapkát lehelyezni: a játékostábládon nincs olyan szabad mező, amelynek a száma { $number }, és a kerületébe { $colour } lapka kerülhet.
rule-no-empty-square = Ezzel a bejelentéssel ({ $colour } { $number }) sehová sem tudnál lapkát lehelyezni: a játékostábládon nincs szabad mező olyan kerületben, ahová { $colour } lapka kerülhet.
rule-tile-not-on-display = A kínálatban nincs { $colour } { $symbol } lapka.
rule-square-occupied = Ezen a mezőn már van lapka: { $square }.
rule-wrong-number = { $square }: a mező száma { $shows }, de a bejelentett szám { $declared }.
rule-district-has-other-colour = Ebben a kerületben ({ $district }) már { $colour } lapkák vannak.

## Settings that make no game

setup-player-count = A Calçada 2–4 fős játék, nem { $count } fős.
setup-unknown-board = Nincs ilyen táblaoldal: „{ $board }”. Válaszd az A vagy a B oldalt.
setup-no-default-multipliers = { $count } játékosra nincs pontozótábla.
setup-multipliers = A pontozótábla nem érvényes: { $detail }.
setup-start-player = Nincs { $seat }. hely, így az nem lehet a kezdő játékos helye.

## Words that name nothing

parse-colour = „{ $text }” nem szín; angolul add meg: blue, yellow, red, green vagy black.
parse-symbol = „{ $text }” nem lapka; angolul add meg: wave, star, caravel, fish, flower vagy bonus.
parse-square = „{ $text }” nem mező: adj meg egy oszlopot (A–E) és egy sort (1–5), például C4.
parse-space = „{ $text }” nem mező: a játéktábla mezői 1-től 6-ig vannak számozva.
parse-tile = „{ $text }” nem lapka: írd angolul, szín-motívum alakban, például blue-star.

## The command language

bad-line = Ez így nem megy: { $error }
line-unknown = „{ $word }” nem parancs; a parancsok listáját a `help` mutatja meg.
missing-space = ehhez a parancshoz mező kell (1–6).
missing-colour = ehhez a parancshoz szín kell.
missing-tile = ehhez a parancshoz lapka kell (wave, star, caravel, fish, flower, bonus).
missing-square = ehhez a parancshoz mező kell, például C4.
missing-value = „{ $option }”: ez a beállítás értéket vár maga után.
missing-name = ehhez a parancshoz név kell.
missing-notify = ehhez a parancshoz dm vagy channel kell.
missing-hours = ehhez a parancshoz az órák száma kell.
not-player-count = „{ $text }” nem érvényes játékosszám.
not-hours = „{ $text }” nem érvényes óraszám.
not-reminder-count = „{ $text }” nem érvényes emlékeztetőszám.
not-count = „{ $text }” nem érvényes szám.
unknown-option = ismeretlen beállítás: „{ $option }”; a `help` minden parancs beállításait felsorolja.
unknown-bot = ismeretlen bot: „{ $text }”; válassz: easy, normal vagy hard (vagy random, greedy, search).
notify-where = „{ $text }”: válassz: dm vagy channel.
missing-date = ehhez a parancshoz dátum kell, például 2026-12-24.
missing-move = ehhez a parancshoz egy lépés kell a játék jelölésével (hogy mit tehetsz most, azt ez a parancs mutatja meg: `{ $cmd-calcada-options }`).
missing-language = ehhez a parancshoz nyelv kell: en, de, fr vagy hu.
unknown-language = „{ $text }”: ezt a nyelvet nem beszélem; válassz: en, de, fr vagy hu.
not-on-off = „{ $text }”: válassz: on vagy off.
trailing-words = ez a parancs a beállításai után semmit sem fogad, de ez következett: „{ $extra }”.
not-text = ez a sor nem szöveg (nem érvényes UTF-8); nem történt semmi.

## Answers

opened = { $creator } Calçada-játékot nyitott (táblaoldal: { $board }, legfeljebb { $max } játékos). Csatlakozás: `{ $cmd-calcada-join }`; { $creator } ezzel indítja el: `{ $cmd-calcada-start }`.
joined = { $name } csatlakozott ({ $seated }/{ $max }).
bot-added = { $name } helyet foglalt ({ $seated }/{ $max }).
bot-seat-name = { $kind } bot { $number }
left-lobby = { $name } a kezdés előtt kilépett a játékból.
lobby-closed = { $name } a kezdés előtt lezárta a játékot.
replaced-by-bot = { $name } kilépett: mostantól egy bot játszik a helyén.
started = Kezdődik a játék! Sorrend: { $players }. { $first } kezd.
    { $seal }
your-turn = { $name }, te következel a Calçadában.
turn-of = Következik: { $name }.
since-your-last-move = { $name }, a legutóbbi lépésed óta ez történt:
turn-played = Kész: { $summary }. A kör megjelent a csatornában.
turn-queued = Kész: { $summary }. A Discord most nem fogadja az üzeneteimet ebben a csatornában: a kör üzenete sorban áll, és megjelenik, amint a Discord fogadja.
declared = Bejelentetted: { $colour } { $number }. A kínálatban: { $tiles }. Az egyiket ezekre a mezőkre helyezheted le: { $squares }.
nudged = Előremozgattad a { $colour } térkövet a játéktábla { $space }. mezőjére, ahol most { $number } térkő van. Megmaradt bónuszlapkáid: { $bonus_left }.
refreshed = Lecserélted a { $colour } kínálatot. Megmaradt bónuszlapkáid: { $bonus_left }.
ended = { $by } leállította a játékot. Az állás a leállításkor:
notify-dm-on = Mostantól közvetlen üzenetet is kapsz, amikor te következel.
notify-dm-off = Csak a csatornában kapsz értesítést.
dms-closed = { $name }, nem tudtam közvetlen üzenetet küldeni neked (az adatvédelmi beállításaid nem engedik), ezért ebben a játékban kikapcsoltam a közvetlen üzeneteket. Ha már fogadod őket, ezzel a paranccsal kapcsolhatod vissza: `{ $cmd-calcada-me-notify }`.
reminder-set = Ezen a szerveren az új játékokban emlékeztetőt kap az a játékos, aki { $hours } órája nem lépett.
away-days-set = Ezen a szerveren mostantól legfeljebb { $days } napig lehet távol lenni.
lobby-days-set = A szerver nyitott játékait, amelyeket senki sem indít el, mostantól { $days } nap után lezárom.
lobby-expired = Ezt a játékot { $days } napja nyitották meg, és senki sem indította el, ezért lezártam: a csatorna szabad. Ha készen álltok, nyissatok újat ezzel a paranccsal: `{ $cmd-calcada-new }`.
lobby-expires = (nyitott; ha nem indul el, lezárul: { $at })
bad-away-days = A napok számát 1 és 90 között add meg.
reminder = { $name }, a játék a lépésedre vár (már több mint { $hours } órája).
bot-took-over = { $name } nem lépett időben: ezt a kört egy bot játszotta le helyette.
no-games = Ezen a szerveren nincs játék.
declaration-choice = { $space }. mező · { $colour } → bejelentés: { $colour } { $number } · jó mezők: { $squares }
pass-choice = { $space }. mező · { $colour } → bejelentés: { $colour } { $number } · semmi sem illik: passzolsz
nudge-choice = Előremozgatás: { $space }. mező · { $colour } → { $to }. mező (utána { $after } térkő lesz ott) · 1 bónuszlapkába kerül
refresh-choice = A { $colour } kínálat cseréje · 1 bónuszlapkába kerül
placement-choice = { $symbol } ({ $colour }) → { $square }
menu-placeholder = Válaszd ki a lépésed
option-line = { $label } · `{ $notation }`

## The turn panel

panel-your-turn = Te következel ({ $round }. forduló): válassz bejelentést, vagy előbb adj be egy bónuszlapkát, hogy előremozgass egy térkövet.
panel-planned = Eddig tervezve: { $steps }.
panel-declared = Bejelentés: { $colour } { $number }. Válassz lapkát és hozzá mezőt (zöld kerettel jelölve).
panel-preview = Előnézet: { $colour } { $symbol } ide: { $square }. Ez most { $points } pontot ér. A kör lejátszásához erősítsd meg, vagy lépj vissza.
panel-pass = A { $colour } { $number } bejelentésével passzolsz: semmi sem illik. Ha így akarod lejátszani a kört, erősítsd meg, vagy lépj vissza.
panel-stale = A játék továbblépett, mióta ezt a panelt megnyitottad: nem történt lépés. Nyiss egy újat.
panel-not-your-turn = Most { $current } következik, nem te. Itt a játékostáblád.
refresh-warning = A { $colour } kínálat cseréje új lapkákat fordít fel, ezért azonnal lejátszódik, az előtte megtervezett lépéseiddel együtt. Cseréled most?
button-take-turn = Lépek
button-confirm = Megerősítés
button-back = Vissza
button-suggest = Javaslat
button-refresh-now = Csere most
button-fresh-panel = Új panel megnyitása
select-nudge = Bónusz: előbb egy térkő előremozgatása
select-declare = Térkő bejelentése
select-place = Lapka lehelyezése
select-refresh = Bónusz: kínálat cseréje
nothing-fits = Egyik bejelentés sem illik a játékostábládhoz: bármelyik térkövet jelented be, passzolsz (egy előremozgatás még segíthet).
posted-in-channel = Kész: a válasz a csatornában van.
help =
    Parancsok (a parancsszavak angolul maradnak):
      new [side A|B] [players 2-4] [bots greedy,random] [reminder ÓRA] [takeover N]
      new ... clock NAP bonus ÓRA clockquiet on
                              időbankkal: kezdetben NAP nap, minden kör után ÓRA órával több
                              játék nyitása itt (takeover: N elmulasztott emlékeztető után bot lép)
      join | leave | bot [greedy|random] | start                          a kezdés előtt
      nudge MEZŐ SZÍN         bónusz: egy térkő előremozgatása egy mezővel, bejelentés előtt
      declare MEZŐ SZÍN       térkő bejelentése (a szám: a mezőn lévő térkövek száma) és mozgatása
      refresh SZÍN            bónusz: új kínálat egy színből
      place MOTÍVUM MEZŐ      a bejelentett színű lapka lehelyezése a kínálatból, pl. place star C4
      options                 mit tehetsz most
      move JELÖLÉS            egy lépés a játék jelölésével (pl. move d3Y)
                              az options mutatja a lépések jelölését; Piazzában minden lépés ilyen
      turn                    a köröd egy panelen: try AKCIÓ a tervezéshez (try declare 3 yellow,
                              try place star C4) előnézettel, back a visszavonáshoz, confirm a
                              lejátszáshoz
      board [NÉV] | table | status | history [N] | results [OLDAL] | rules
      games [OLDAL] | stats | leaderboard [speed]   a játékaid itt; eredmények és lépési idők
      replay [N] [#JÁTÉK]     egy játék körről körre: az N. kör (0: a kezdés) ebben a játékban vagy a #JÁTÉK játékban
      notify dm|channel       hogyan értesülsz, hogy te következel
      settings | away DÁTUM | away off              beállításaid; távollét eddig: DÁTUM
      end                     a játék leállítása (a megnyitója vagy egy szerveradmin)
      list | reminder ÓRA | replace NÉV | pause | resume      szerveradminok
      NÉV: parancs | as NÉV | quit            (terminál) NÉV nevében; váltás NÉV-re; kilépés
rules =
    A Calçada röviden:
    1. Bejelentés előtt, ha akarod: adj be egy bónuszlapkát, és mozgass előre bármelyik térkövet
       egy mezővel az óramutató járásával megegyező irányban.
    2. Bejelentés: válassz egy térkövet a játéktábláról. A számod a mezőjén lévő térkövek száma
       (6 vagy több esetén bármelyik mező jó). Mozgasd ezt a térkövet egy mezővel tovább az
       óramutató járásával megegyező irányban.
    3. Ha akarod: adj be egy bónuszlapkát, és cseréld le egy szín kínálatát.
    4. Lehelyezés: vegyél el a kínálatból egy bejelentett színű lapkát, és tedd a játékostáblád
       egy szabad, a számodat mutató mezőjére, olyan kerületbe, amelyben nincs más színű lapka.
       A bónusz-szimbólum 2 bónuszlapkát hoz.
    5. Egy kerület befejezése lapkaszám × a szín multiplikátora pontot ér; ezután a szín térköve
       egy sorral lejjebb csúszik a pontozótáblán. Ha a legalsó sorról csúszik le: +2 pont, és a
       szín lezárul.
    A játék akkor ér véget, amikor a második térkő is lekerül a pontozótábláról: az aktuális
    fordulót még végigjátsszátok, hogy mindenki ugyanannyiszor kerüljön sorra. Ezután jön a játék
    végi értékelés: összefüggő azonos motívumok (2: 1, 3: 3, 4: 5, 5: 8, 6: 11, 7: 14, 8+: 18),
    nem befejezett kerületekben lapkánként 1 pont, és minden 2 bónuszlapka 1 pont.
    A lapkákon és a térköveken lévő betűk minden nyelven ugyanazok: B = kék (blue),
    Y = sárga (yellow), R = piros (red), G = zöld (green), K = fekete.
status-line = { $you ->
        [true] ▶{" "}
       *[false] {""}
    }{ $name }{ $bot ->
        [true] {" "}(bot)
       *[false] {""}
    }: { $score } pont, { $bonus_tiles } bónuszlapka, { $tiles } lehelyezett lapka
lobby = Várakozás a kezdésre: { $max } helyből { $count } foglalt ({ $players }).
game-line = <#{ $channel }> · { $status } · { $players }
game-line-turn = <#{ $channel }> · { $status } · { $players } · { $turn } { $hours } órája van soron
status-open = nyitott
status-running = folyamatban
status-finished = befejeződött
status-ended = leállítva
history-line = { $seq }. { $name }: { $action }
no-history = Még senki sem lépett.
game-finished-at = Ez a játék véget ért. Befejeződött: { $when }.
game-ended-at = Ez a játék véget ért. Leállították: { $when }.
no-results = Ebben a csatornában még egyetlen játékot sem játszottak végig.
results-header = Itt lejátszott játékok: { $games } ({ $page }/{ $pages }. oldal), a legújabb elöl:
result-line = #{ $game } · { $when } · { $standings }
result-line-ended = #{ $game } · { $when } (idő előtt leállítva) · { $standings }
result-standing = { $rank }. { $name } { $points }
button-previous = Előző
button-next = Következő
final-title = Vége a játéknak
ended-title = { $by } leállította a játékot
card-standing = { $rank }. { $name }: { $points } pont
act-nudge = { $colour } térkő előremozgatása ({ $space }. mező)
act-declare = { $colour } térkő bejelentése ({ $space }. mező)
act-refresh = { $colour } kínálat cseréje
act-place = { $symbol } lehelyezése ide: { $square }
act-leave = kilépés

## What happened

ev-nudged = { $name } beadott egy bónuszlapkát, és előremozgatta a { $colour } térkövet ({ $from }. mező → { $to }. mező)
ev-declared = { $name } bejelentette: { $colour } { $number }, és továbbmozgatta a térkövet ({ $from }. mező → { $to }. mező)
ev-passed = { $name } egyik bejelentéssel sem tudott volna lapkát lehelyezni, de így is bejelentette: { $colour } { $number }; továbbmozgatta a térkövet ({ $from }. mező → { $to }. mező), és passzolt
ev-refreshed = { $name } beadott egy bónuszlapkát, és lecserélte a { $colour } kínálatot
ev-placed = { $name } lehelyezett egy { $colour } { $symbol } lapkát ide: { $square }
ev-bonus-gained = { $name } { $count } bónuszlapkát kapott
ev-refilled = a { $colour } kínálat feltöltődött { $count } lapkával
ev-district-scored = { $name } befejezett egy kerületet ({ $district }): { $tiles } × { $multiplier } = { $points } pont
ev-stone-down = a { $colour } térkő lejjebb csúszott a pontozótáblán
ev-colour-closed = a { $colour } térkő lekerült a pontozótábláról: { $name } { $points } pontot kapott, és a { $colour } szín lezárult
ev-end-triggered = már a második térkő is lekerült a pontozótábláról: ez az utolsó forduló
ev-player-left = { $name } kilépett a játékból
ev-turn-started = { $round }. forduló: { $name } következik
ev-game-over = a játék véget ért: { $reason }
declared-before = { $name } bejelentette: { $colour } { $number }

## Scores

ranking-over = Vége a játéknak: { $reason }.
ranking-line = { $rank }. { $name }: { $points } pont
ranking-not-over = A játéknak még nincs vége ({ $round }. forduló). Az eddigi állás:
ranking-so-far = - { $name }: { $points } pont, ha most érne véget
breakdown-district = kerület ({ $district }, { $colour }): { $tiles } × { $multiplier } = { $points }
breakdown-off-board = a pontozótábláról lekerült térkövek: { $points }
breakdown-group = { $symbol }-csoport ({ $size } lapka): { $points }
breakdown-incomplete = lapkák nem befejezett kerületekben ({ $districts }): { $points }
breakdown-incomplete-item = { $district }: { $tiles }
breakdown-bonus = { $tiles } bónuszlapka: { $points }

## Records

replay-verified = A feljegyzés visszajátszva: { $actions } lépés, minden tárolt állapot ellenőrizve.
record-broken = { $path }: a feljegyzés nem játszható vissza: { $error }
replay-malformed = nem Calçada-feljegyzés: { $detail }
replay-version = nem támogatott feljegyzés: „{ $format }”, { $version }. verzió (várt: „{ $expected_format }”, { $expected_version }. verzió)
replay-setup = a feljegyzés beállításaiból nem lesz játék: { $error }
replay-illegal = { $action }. lépés ({ $seat }. hely: { $what }) szabálytalan: { $error }
replay-mismatch-initial = a kezdőállapot eltér itt: { $path }; a feljegyzés szerint { $recorded }, a visszajátszás szerint { $replayed }
replay-mismatch = a feljegyzés { $action }. lépése után eltér az állapot itt: { $path }; a feljegyzés szerint { $recorded }, a visszajátszás szerint { $replayed }
## records of the family (issue 27 item 5)
replay-other-game = ez egy másik játék feljegyzése („{ $game }”): itt csak „{ $expected }” (Calçada) feljegyzések játszhatók vissza

## The command line

cannot-read = { $path } nem olvasható: { $error }
cannot-write = { $path } nem írható: { $error }
no-bots = a --bots legalább egy botfajtát igényel (random, greedy)
sim-header = { $games } szimulált játék: { $players } játékos, táblaoldal: { $board }, botok: { $bots }, multiplikátorok: { $table }
sim-default-table = alapértelmezett
sim-time = {"  "}idő             { $seconds } s (másodpercenként { $rate } játék, egy magon)
sim-rounds = {"  "}fordulók        átlagosan { $average }
sim-actions = {"  "}lépések         játékonként átlagosan { $average }
sim-fill = {"  "}táblatöltöttség átlagosan { $percent }%
sim-score = {"  "}pontszám        átlagosan { $average }, legfeljebb { $max }
sim-endings = {"  "}befejezések     { $second_stone } a második lekerült térkő miatt, { $stalemates } elakadás miatt ({ $percent }%)
sim-wins = {"  "}{ $kind } a helyei { $percent }%-án nyert
bench-service-database = Itt: { $database }:
bench-service-header = Egy kör a szolgáltatáson át (végrehajtás, commit, körkép), { $turns } kör, egy szálon:
bench-panel-header = Egy panellépés (egy választás, amelyre a frissített panel és a képe felel), { $steps } lépés, egy szálon:
bench-service-times = {"  "}medián { $median } ms   p99 { $p99 } ms   max { $max } ms
bench-service-parallel = { $threads } szál egyszerre: { $turns } kör { $seconds } s alatt = másodpercenként { $rate } kör
bench-bots-header = Kereső bot mohó botok ellen, meccsenként { $games } játék, kezdőérték: { $seed }, keret: { $playouts } playout ({ $limit }), egy szálon:
bench-bots-no-limit = nincs időkorlát
bench-bots-limit = legfeljebb { $ms } ms
bench-bots-decisions = {"  "}döntési idő     medián { $median } ms   p99 { $p99 } ms   max { $max } ms   ({ $decisions } döntésből { $searched } keresés; a többi a megtervezett kört követi)
bench-bots-playouts = {"  "}playoutok       másodpercenként { $rate } (összesen { $playouts }); { $timed_out } keresést állított le az időkorlát
bench-bots-match = {"  "}{ $players } játékos: a kereső bot { $games } játékból { $percent }%-ot nyert { $others } mohó bot ellen ({ $wins } egyedül, { $shared } megosztva); pontszáma { $score }, a legjobb mohó boté { $best }
bench-bots-time = {"  "}idő             { $seconds } s

## Running the bot

no-token =
    A DISCORD_TOKEN nincs beállítva, így a bot nem tud csatlakozni a Discordhoz.
    Token szerzése: nyisd meg a https://discord.com/developers/applications oldalt, hozz létre egy
    alkalmazást, nyisd meg a Bot oldalát, nyomd meg a Reset Token gombot, és másold ki a tokent;
    aztán írd be egy itteni .env fájlba: DISCORD_TOKEN=... (lásd .env.example és README.md, amely
    azt is elmagyarázza, hogyan hívd meg a botot).
    A játék kipróbálása most rögtön, Discord nélkül: calcada local
token-rejected =
    A Discord elutasította a bot tokenjét (DISCORD_TOKEN): hibás, vagy újragenerálták. A bot leáll.
    Új token szerzése: nyisd meg a https://discord.com/developers/applications oldalt, válaszd ki
    az alkalmazásodat, nyisd meg a Bot oldalát, nyomd meg a Reset Token gombot, és másold be a
    tokent a .env fájlod DISCORD_TOKEN sorába.
discord-unreachable = A Discord nem érhető el ({ $error }); újrapróbálkozás { $seconds } s múlva. Leállítás: Ctrl-C.
config-invalid = Érvénytelen beállítás: { $name }=„{ $value }”; lásd .env.example.
env-file-broken = A .env fájl { $line }. sora nem olvasható ({ $name }): írj minden beállítást NÉV=érték alakban, és a szóközt tartalmazó értéket tedd idézőjelbe ("például így"). Semmi sem indult el.
env-file-unreadable = A .env fájl nem olvasható: { $error }

## The terminal

local-prompt = { $name }>{" "}
local-private = ({ $name } számára) { $text }
local-mention = @{ $name }
local-picture = {"  "}kép: { $path }
local-notice = {"  "}[értesítés] { $text }
local-notice-for = {"  "}[értesítés { $name } számára] { $text }
local-direct = {"  "}[közvetlen üzenet { $name } számára] { $text }
local-fault = Valami hiba történt nálunk; semmi sem változott ({ $fault }).
local-control = {"  "}[{ $number }] { $label }
local-select = {"  "}{ $placeholder }:
local-no-control = Itt nincs { $number }. számú választás: írj be egy számot a neked utoljára mutatott listából.
local-seat-count = Helyek a játékban ({ $game }): { $min }–{ $max }; a --players és a --bots együtt { $count } helyet ad. A billentyűzetnél ülőket a --players, a botokat a --bots kapcsolóval add meg (easy, normal, hard).
nothing-planned = Még nincs semmi megtervezve. Így tervezheted meg a köröd: `try declare 3 yellow`, aztán `try place star C3`, aztán `confirm` (vagy `back`). A tervet a `turn` mutatja meg.

## Languages and hints

language-name = { $code ->
    [de] Deutsch
    [fr] Français
    [hu] Magyar
   *[en] English
}
language-set = A játék nyilvános üzeneteinek nyelve mostantól: { $language }.
hints-off = Ebben a játékban a tippek ki vannak kapcsolva (a megnyitója így döntött a kezdéskor).
hint-header = A Nehéz bot javaslata: { $turn }.
hint-spends = { $count } bónuszlapkát ad be előremozgatásra
hint-passes = nincs lehetséges bejelentés: a kör passzal zárul
hint-grows = bővíti a kerületet ({ $district }, { $colour }): { $size } mezőből { $tiles } lesz foglalt
hint-completes = befejezi a kerületet ({ $district }, { $colour }) { $points } pontért (lapkánként ×{ $multiplier })
hint-closes = a { $colour } térkő lekerül a pontozótábláról: még { $points } pont, és a { $colour } szín lezárul
hint-triggers-end = a második térkő is lekerül a pontozótábláról: a játék ennek a fordulónak a végén befejeződik
hint-motif = { $size } lapkás { $motif }-csoportot alkot (motívumpont a végén: { $points })
hint-bonus = { $count } bónuszlapkát hoz
hint-used = { $name } tippet kért ebben a körben.

## Words in pictures (short: they are drawn at phone size)

pic-points = pont
pic-bonus-tiles = { $count } bónuszlapka
pic-round = { $round }. forduló
pic-turn-of = Soron: { $name }
pic-step-declare = térkő bejelentése
pic-step-place = { $number ->
    [3] { $colour } lapka egy { $number }-as mezőre
    [5] { $colour } lapka egy { $number }-ös mezőre
    [6] { $colour } lapka bármelyik mezőre
   *[other] { $colour } lapka egy { $number }-es mezőre
}
pic-last-round = Utolsó forduló
pic-closed = lezárva
pic-off-row = lekerült
pic-stack = { $count } maradt
pic-multiplier = ×{ $multiplier }
pic-gameboard = Játéktábla
pic-scoreboard = Pontozótábla
pic-gained = +{ $points }
pic-district-chip = { $district } { $points }
pic-districts-done = Kerületek
pic-left-game = kilépett
pic-game-over = Játék vége
pic-rank = { $rank }.
pic-districts = Kerületek
pic-off-board = Lekerült térkövek
pic-motif-groups = Motívumcsoportok
pic-incomplete = Befejezetlen kerületek
pic-bonus-pairs = Bónuszlapka-párok
pic-total = Összesen
pic-district-detail = { $district } { $tiles }×{ $multiplier }
pic-group-detail = { $motif } { $size }
pic-incomplete-detail = { $district } { $tiles }
pic-bonus-detail = { $count } lapka
pic-list-separator = {" · "}
pic-you = { $name } (te)
pic-strip-points = { $points } pont
pic-stone-count = { $letter }×{ $count }
pic-panel-title = A játékostáblád és az asztal
pic-panel-choose = Válaszd ki a lapka helyét: a zöld mezők jók
pic-preview = Előnézet: { $points }
pic-preview-points = +{ $points } pont
pic-preview-district = befejezi a kerületet ({ $district }): { $tiles } lapka × { $multiplier }
pic-preview-stone-off = +{ $points } a pontozótábláról lekerülő térkőért
pic-preview-bonus = +{ $count } bónuszlapka
pic-preview-no-district = nem fejez be kerületet

## Feljegyzések, a keverés pecsétje, mentések

sealed = A keverés lepecsételve: SHA-256 `{ $hash }` (a kezdőértékből és egy titkos sóból; mindkettő a végén derül ki).
not-sealed = Ezt a játékot még a keverés pecsételésének bevezetése előtt nyitották meg.
seal-revealed = A keverés kezdőértéke { $seed } volt, a só `{ $salt }`: bárki összevetheti őket a kezdéskor mutatott pecséttel (`calcada verify`).
replay-no-seed = a feljegyzésben nincs kezdőérték (egy futó játék exportja): a játék vége után lehet visszajátszani.
replay-commitment = a kezdőértékből és a sóból ez az érték jön ki: { $revealed }, nem pedig a kezdéskor mutatott pecsét ({ $committed }).
render-wrote = elkészült: { $path }
render-step-beyond = a --step { $step } túl van a feljegyzésen, amely { $actions } lépésből áll.
replay-final-scores = a feljegyzés végső pontjai eltérnek a visszajátszásétól.
verified-sealed = A pecsét egyezik a kezdőértékkel és a sóval ({ $hash }), és { $actions ->
        [0] a feljegyzés egyetlen lépést sem tartalmaz
        [one] a feljegyzés egyetlen lépése pontosan visszajátszható
       *[other] a feljegyzés { $actions } lépése mind pontosan visszajátszható
    }.
verified-unsealed = A feljegyzésben nincs pecsét (offline játszott játék); { $actions ->
        [0] egyetlen lépést sem tartalmaz
        [one] egyetlen lépése pontosan visszajátszható
       *[other] { $actions } lépése mind pontosan visszajátszható
    }.
seal-not-shown = Ez a feljegyzés nem abból a játékból származik, amelynek a pecsétjét közzétették: a kezdő üzenet ezt mutatta: `{ $shown }`, a feljegyzés pedig ezt tartalmazza: `{ $carried }`.
seal-absent = Ebben a feljegyzésben nincs pecsét (offline játszott játék): nem származhat abból a játékból, amelynek a pecsétjét (`{ $shown }`) közzétették.
exported = { $count } feljegyzés kiírva ide: { $dir }.
nothing-to-export = Nincs ilyen tárolt játék.
no-such-game = Ezen a szerveren nincs ilyen játék: #{ $game }.
settings-shown = Beállításaid: időzóna { $zone } · csendes órák { $quiet ->
    [none] nincsenek
   *[other] { $quiet }
} · értesítés a körödről { $notify ->
    [channel] a csatornában
    [dm] közvetlen üzenetben
    [both] a csatornában és közvetlen üzenetben
   *[other] az egyes játékok beállítása szerint
} · emlékeztetők { $reminder ->
    [-1] az egyes játékok beállítása szerint
    [0] soha
    [one] óránként
   *[other] { $reminder } óránként
} · távollét { $away ->
    [none] nincs
   *[other] eddig: { $away }
}
settings-saved = Elmentve.
bad-time-zone = „{ $text }” nem ismert időzóna: adj meg egy nevet, például Europe/Budapest vagy America/New_York (gépelés közben felkínálom a listát).
bad-quiet = „{ $text }”: a csendes órákat így add meg: 22:00-08:00 (a saját időzónádban), vagy off.
quiet-too-long = A csendes órák legfeljebb napi { $hours } órát fedhetnek le: a játéknak haladnia kell. Válassz rövidebb időszakot.
away-budget-spent = Ez a szerver bármely 30 napos időszakban { $days } nap távollétet enged, és ebből { $left } napod maradt: válassz korábbi napot.
bad-date = „{ $text }”: egy jövőbeli napot adj meg, például 2026-12-24.
away-too-long = Ezen a szerveren legfeljebb { $days } napig lehet távol lenni.
away-set = Távol vagy eddig: { $until }. Addig nincs emlékeztető, és bot sem játszik helyetted (olyan szerveren, amely rövidebb távollétet enged, csak addig, ameddig az engedi). Ha visszatértél: `{ $cmd-calcada-me-back }`.
back = Üdv ismét! Az emlékeztetők újra be vannak kapcsolva.
status-away = { $name } távol van eddig: { $until }.
status-waiting = { $name } { $since } került sorra.
leaderboard-header = A szerver ranglistája (végigjátszott játékok; értékszám: Weng-Lin, kezdetben 25):
leaderboard-line = { $rank ->
    [0] { $name }
   *[other] { $rank }. { $name }
} · értékszám { $rating } · { $games } játék · { $wins } győzelem ({ $percent }%) · átlagosan { $average } pont · legjobb { $best }
leaderboard-bots = Botok (értékszám nélkül):
leaderboard-bot-line = { $kind } · { $games } játék · { $wins } győzelem ({ $percent }%) · átlagosan { $average } pont · legjobb { $best }
no-leaderboard = Ezen a szerveren még egy játékot sem játszottak végig.
no-stats = Ennek a játékosnak még nincs befejezett játéka ezen a szerveren.
stats-best = Legjobb játék: #{ $game }, { $points } ponttal.
stats-game = #{ $game } · { $when } · helyezés: { $rank }. ({ $players } játékosból), { $points } pont
record-attached = A játék (#{ $game }) feljegyzése csatolva (formátuma: docs/record-format.md a bot tárolójában).
record-running = A játék még tart, ezért a feljegyzésből kimarad a kezdőérték (elárulná a tornyok sorrendjét); a játék vége után exportáld újra a visszajátszáshoz.
backup-written = { $games } játék elmentve ide: { $path }.
backup-failed = Nem sikerült menteni ide: { $path } ({ $error })
database-damaged = Az adatbázis ({ $path }) sérült ({ $detail }), ezért a bot nem indul el. Állíts vissza egy mentést (lásd README, „Backups”).
database-damaged-backup = Az adatbázis ({ $path }) sérült ({ $detail }), ezért a bot nem indul el. A legújabb mentés: { $backup }. Állítsd le a botot, másold rá erre a fájlra: { $path }, és indítsd újra.
database-tightened = Ez a fájl más felhasználók számára is hozzáférhető volt (jogosultságok: { $mode }): { $path }. Minden futó játék kezdőértékét tartalmazza, ezért mostantól csak te olvashatod és írhatod (0600).
backups-need-sqlite = Az ütemezett mentések (CALCADA_BACKUP_DIR) SQLite-fájlt másolnak. PostgreSQL-lel (DATABASE_URL) ments pg_dump-pal vagy a szerver saját mentéseivel, és hagyd üresen a CALCADA_BACKUP_DIR-t.
metrics-bind-failed = A metrikák figyelője (CALCADA_METRICS_ADDR) nem tud figyelni ezen a címen: { $address } ({ $error }). Válassz szabad címet és portot, vagy hagyd üresen a CALCADA_METRICS_ADDR-t. A bot leáll.
migrate-db-done = { $games } játék ({ $actions } lépés, { $notices } üzenet) és minden beállítás átmásolva innen: { $from }, ide: { $to }. Ellenőrizve: minden táblában ugyanannyi sor van, mint előtte, és { $replayed } elkezdett játék pontosan betölthető és visszajátszható. Állítsd a DATABASE_URL-t erre: { $to }, és indítsd el a botot.
migrate-db-failed = Nem sikerült a másolás ({ $from } → { $to }): { $error }

## Slash commands as Discord shows them. Each command, option and choice has a name
## (`cmd-...`: lowercase, no spaces, at most 32 characters) and a description (`...-desc`, at
## most 100 characters). Choices (`...-choice-N`) are labels only (at most 100 characters).
## `calcada`, `calcada-me` and `calcada-admin` keep their names in every language; the commands of a turn (`turn`, `declare`...) are top-level and localised.

cmd-calcada = calcada
cmd-calcada-desc = Játssz Calçadát vagy Piazzát, két lapkalerakós táblajátékot

cmd-calcada-new = új
cmd-calcada-new-desc = Játék nyitása ebben a csatornában vagy szálban
cmd-calcada-new--side = oldal
cmd-calcada-new--side-desc = A játékostábla oldala (alapból A)
cmd-calcada-new--side-choice-0 = A (8 kerület)
cmd-calcada-new--side-choice-1 = B (9 kerület)
cmd-calcada-new--players = játékosok
cmd-calcada-new--players-desc = Legfeljebb hány játékos, 2–4 (alapból 4)
cmd-calcada-new--bots = botok
cmd-calcada-new--bots-desc = Azonnal leültetett botok (Normál szint)
cmd-calcada-new--reminder_hours = emlékeztető_óra
cmd-calcada-new--reminder_hours-desc = Emlékeztetés annak, aki ennyi óra után sem lépett (alapból 24)
cmd-calcada-new--takeover = átvétel
cmd-calcada-new--takeover-desc = Ennyi elmulasztott emlékeztető után egy bot lép a játékos helyett (alapból: soha)
cmd-calcada-new--language = nyelv
cmd-calcada-new--language-desc = A játék nyilvános üzeneteinek nyelve (alapból: a szerveré)
cmd-calcada-new--language-choice-0 = English
cmd-calcada-new--language-choice-1 = Deutsch
cmd-calcada-new--language-choice-2 = Français
cmd-calcada-new--language-choice-3 = Magyar
cmd-calcada-new--hints = tippek
cmd-calcada-new--hints-desc = Kérhetnek-e tippet a játékosok (alapból: igen)
cmd-calcada-new--stand_in = helyettes_bot
cmd-calcada-new--stand_in-desc = A bot, amely a kilépett vagy távol maradó játékos helyett játszik (alapból Normál)
cmd-calcada-new--stand_in-choice-0 = Normál (a most szerezhető pontokra játszik)
cmd-calcada-new--stand_in-choice-1 = Nehéz (előre tervez)
cmd-calcada-new--stand_in-choice-2 = Könnyű (bármilyen szabályos lépés)

cmd-calcada-join = csatlakozás
cmd-calcada-join-desc = Csatlakozás a csatorna játékához a kezdés előtt

cmd-calcada-leave = kilépés
cmd-calcada-leave-desc = Kilépés a csatorna játékából (ha már fut, egy bot játszik a helyeden)

cmd-calcada-bot = bot
cmd-calcada-bot-desc = Bot leültetése (a játék megnyitója, a kezdés előtt)
cmd-calcada-bot--kind = szint
cmd-calcada-bot--kind-desc = Melyik szint (alapból Normál)
cmd-calcada-bot--kind-choice-0 = Normál (a most szerezhető pontokra játszik)
cmd-calcada-bot--kind-choice-1 = Nehéz (előre tervez)
cmd-calcada-bot--kind-choice-2 = Könnyű (bármilyen szabályos lépés)

cmd-calcada-start = indítás
cmd-calcada-start-desc = A játék indítása (a megnyitója)

cmd-turn = kör
cmd-turn-desc = A köröd egy privát panelen: válassz, nézd meg az előnézetet, majd erősítsd meg

cmd-hint = tipp
cmd-hint-desc = A Nehéz bot javaslata a körödre, indoklással (csak te látod)

cmd-nudge = előremozgatás
cmd-nudge-desc = Bónusz: egy bónuszlapkáért bejelentés előtt egy mezővel előremozgatsz egy térkövet
cmd-nudge--stone = térkő
cmd-nudge--stone-desc = Az előremozgatandó térkő: mező és szín a listából, pl. 3 yellow

cmd-declare = bejelentés
cmd-declare-desc = Térkő bejelentése (a mezőjén lévő térkövek száma a számod) és továbbmozgatása egy mezővel
cmd-declare--stone = térkő
cmd-declare--stone-desc = Mező és szín, pl. 3 yellow: a lista csak szabályos bejelentéseket kínál

cmd-refresh = csere
cmd-refresh-desc = Bónusz: egy bónuszlapkáért lecseréled egy szín kínálatát
cmd-refresh--colour = szín
cmd-refresh--colour-desc = A szín, amelynek a kínálatát lecseréled
cmd-refresh--colour-choice-0 = Kék
cmd-refresh--colour-choice-1 = Sárga
cmd-refresh--colour-choice-2 = Piros
cmd-refresh--colour-choice-3 = Zöld
cmd-refresh--colour-choice-4 = Fekete

cmd-place = lehelyezés
cmd-place-desc = A bejelentett színű lapka lehelyezése a kínálatból a játékostábládra
cmd-place--tile = lapka
cmd-place--tile-desc = Lapka és mező, pl. star C4: a lista csak szabályos lehelyezéseket kínál

cmd-calcada-board = tábla
cmd-calcada-board-desc = Egy játékostábla megjelenítése: a tiéd vagy egy másik játékosé (akár egy boté)
cmd-calcada-board--player = játékos
cmd-calcada-board--player-desc = Kinek a táblája (alapból a tiéd): a játék egyik játékosa

cmd-calcada-table = asztal
cmd-calcada-table-desc = A közös asztal megjelenítése: játéktábla, pontozótábla, kínálat

cmd-calcada-status = állás
cmd-calcada-status-desc = Ki következik, és mindenki pontjai

cmd-calcada-history = előzmények
cmd-calcada-history-desc = A játék utolsó lépései
cmd-calcada-history--last = darab
cmd-calcada-history--last-desc = Hány lépés (alapból 10)

cmd-calcada-results = eredmények
cmd-calcada-results-desc = A csatornában végigjátszott játékok, a helyezésekkel

cmd-calcada-rules = szabályok
cmd-calcada-rules-desc = A szabályok röviden

cmd-calcada-move = lépés
cmd-calcada-move-desc = Lépés a csatorna játékában, a játék jelölésével
cmd-calcada-move--move = lépés
cmd-calcada-move--move-desc = A lépésed a szabályos lépések listájából
cmd-calcada-options = lehetőségek
cmd-calcada-options-desc = Mit tehetsz most, hozzá tartozó menükkel

cmd-calcada-me = calcada-me
cmd-calcada-me-desc = Saját beállításaid: időzóna, csendes órák, emlékeztetők, távollét, értesítés

cmd-calcada-me-notify = értesítés
cmd-calcada-me-notify-desc = Hogyan értesülj arról, hogy te következel
cmd-calcada-me-notify--how = hol
cmd-calcada-me-notify--how-desc = Hol kapj értesítést
cmd-calcada-me-notify--how-choice-0 = Csak a csatornában
cmd-calcada-me-notify--how-choice-1 = Közvetlen üzenetben is

cmd-calcada-language = nyelv
cmd-calcada-language-desc = A játék nyilvános üzenetei nyelvének módosítása (a megnyitója vagy egy szerveradmin)
cmd-calcada-language--language = nyelv
cmd-calcada-language--language-desc = Az új nyelv
cmd-calcada-language--language-choice-0 = English
cmd-calcada-language--language-choice-1 = Deutsch
cmd-calcada-language--language-choice-2 = Français
cmd-calcada-language--language-choice-3 = Magyar

cmd-calcada-record = feljegyzés
cmd-calcada-record-desc = A csatorna játékának vagy egy eredménylistán szereplő játéknak a feljegyzése JSON-fájlként
cmd-calcada-record--game = játék
cmd-calcada-record--game-desc = A játék száma, ahogy az eredmények mutatják (alapból: ennek a csatornának a játéka)

cmd-calcada-leaderboard = ranglista
cmd-calcada-leaderboard-desc = A szerver ranglistája: játékosok értékszám szerint, a botok külön

cmd-calcada-stats = statisztika
cmd-calcada-stats-desc = Egy játékos eredményei ezen a szerveren: legutóbbi játékai és legjobb játéka
cmd-calcada-stats--player = játékos
cmd-calcada-stats--player-desc = Kinek az eredményei (alapból: a tieid)

cmd-calcada-me-settings = beállítások
cmd-calcada-me-settings-desc = Saját beállításaid: időzóna, csendes órák, értesítés, emlékeztetők
cmd-calcada-me-settings--time_zone = időzóna
cmd-calcada-me-settings--time_zone-desc = Az időzónád, pl. Europe/Budapest (gépelés közben felkínálom)
cmd-calcada-me-settings--quiet = csendes_órák
cmd-calcada-me-settings--quiet-desc = Csendes órák a saját időzónádban, pl. 22:00-08:00, vagy off
cmd-calcada-me-settings--notify = értesítés
cmd-calcada-me-settings--notify-desc = Hogyan értesülj arról, hogy te következel
cmd-calcada-me-settings--notify-choice-0 = A csatornában
cmd-calcada-me-settings--notify-choice-1 = Közvetlen üzenetben
cmd-calcada-me-settings--notify-choice-2 = Mindkettő
cmd-calcada-me-settings--reminder_hours = emlékeztető_óra
cmd-calcada-me-settings--reminder_hours-desc = Hány óra teljen el két emlékeztető között (0: nincs emlékeztető)

cmd-calcada-me-away = távol
cmd-calcada-me-away-desc = Távollét a megadott napig: nincs emlékeztető, és bot sem játszik helyetted
cmd-calcada-me-away--until = eddig
cmd-calcada-me-away--until-desc = Az utolsó távolléti napod, pl. 2026-12-24

cmd-calcada-me-back = vissza
cmd-calcada-me-back-desc = Visszatérés a távollétből: az emlékeztetők folytatódnak

cmd-calcada-end = leállítás
cmd-calcada-end-desc = A csatorna játékának leállítása most (a megnyitója vagy egy szerveradmin)

cmd-calcada-admin = calcada-admin
cmd-calcada-admin-desc = A szerver játékainak kezelése (szerveradminok)

cmd-calcada-admin-list = lista
cmd-calcada-admin-list-desc = A szerver összes játéka: csatorna, játékosok, ki következik és mióta

cmd-calcada-admin-end = leállítás
cmd-calcada-admin-end-desc = A csatorna játékának leállítása

cmd-calcada-admin-replace = helyettesítés
cmd-calcada-admin-replace-desc = Mostantól egy bot játsszon egy játékos helyén a csatorna játékában
cmd-calcada-admin-replace--player = játékos
cmd-calcada-admin-replace--player-desc = A helyettesítendő játékos
cmd-calcada-admin-replace--level = szint
cmd-calcada-admin-replace--level-desc = A bot szintje (alapból: a játék helyettes botjának szintje)
cmd-calcada-admin-replace--level-choice-0 = Normál (a most szerezhető pontokra játszik)
cmd-calcada-admin-replace--level-choice-1 = Nehéz (előre tervez)
cmd-calcada-admin-replace--level-choice-2 = Könnyű (bármilyen szabályos lépés)

cmd-calcada-admin-reminder = emlékeztető
cmd-calcada-admin-reminder-desc = A szerver alapértelmezett emlékeztetési ideje az új játékokhoz
cmd-calcada-admin-reminder--hours = óra
cmd-calcada-admin-reminder--hours-desc = Hány órát gondolkodhat egy játékos, mielőtt emlékeztetőt kap

cmd-calcada-admin-away-days = távollét-napok
cmd-calcada-admin-away-days-desc = Hány napig lehet távol egy játékos
cmd-calcada-admin-away-days--days = napok
cmd-calcada-admin-away-days--days-desc = Napok, 1-től 90-ig (alapból 14)

cmd-calcada-admin-lobby-days = várakozási-napok
cmd-calcada-admin-lobby-days-desc = Hány nap után zárul le egy nyitott, el nem indított játék
cmd-calcada-admin-lobby-days--days = napok
cmd-calcada-admin-lobby-days--days-desc = Napok, 1-től 90-ig (alapból 7)

## A player's games and turn times
stats-speed = Lépési idő (a csendes órákon kívül, { $turns } kör alapján): medián { $median }, a körök 90%-a { $p90 } alatt.
stats-on-time = Helyettes bot nélkül végigjátszott játékok: { $on_time } / { $games }.
leaderboard-speed-header = A szerver leggyorsabb játékosai (a lépési idő mediánja, mindenkinél a saját csendes óráin kívül számolva):
leaderboard-speed-line = { $rank }. { $name } · medián { $median } · 90% { $p90 } alatt · { $turns } kör · helyettes bot nélkül { $on_time } / { $games } játékban
span-minutes = { $minutes } perc
span-hours = { $hours } óra { $minutes } perc
span-days = { $days } nap { $hours } óra
my-games-header = A játékaid ezen a szerveren: { $count } ({ $waiting ->
        [0] egyik sem vár rád
       *[other] { $waiting } vár rád
    }).
my-games-running = #{ $game } itt: <#{ $channel }> · { $mine ->
        [true] **te következel**
       *[false] { $turn } következik
    } (a kör { $since } kezdődött) · te: { $seat }. hely, { $points } pont, helyezés: { $rank }. ({ $players } játékosból)
my-games-lobby = #{ $game } itt: <#{ $channel }> · nyitott, { $count }/{ $max } játékos · te: { $seat }. hely
my-games-clock = · ⏱ hátralévő időd: { $left }
no-my-games = Nincs futó vagy nyitott játékod ezen a szerveren.
button-my-turn = Lépés a játékban (#{ $game })
cmd-calcada-me-games = játékaim
cmd-calcada-me-games-desc = A játékaid ezen a szerveren: ki következik, a pontjaid és helyezésed, egy gomb a lépéshez
cmd-calcada-leaderboard--by = rendezés
cmd-calcada-leaderboard--by-desc = Rangsor értékszám (alapból) vagy gyorsaság szerint
cmd-calcada-leaderboard--by-choice-0 = Értékszám
cmd-calcada-leaderboard--by-choice-1 = Gyorsaság (a lépési idő mediánja)
## replay
replay-turn = { $turn ->
        [0] Visszajátszás (#{ $game } játék) · 0. kör / { $turns }: a kezdés
       *[other] Visszajátszás (#{ $game } játék) · { $turn }. kör / { $turns }
    }
replay-latest = Így áll most a játék: { $name } következik.
replay-players-only = Ez a játék (#{ $game }) még fut, ezért csak a játékosai játszhatják vissza. Ha véget ért, bárki megteheti.
replay-bad-button = Ezt a visszajátszás-gombot nem tudom értelmezni (talán a bot egy régebbi verziójából való). Nyiss új visszajátszást ezzel a paranccsal: `{ $cmd-calcada-replay }`.
button-replay-start = ⏮ Eleje
button-replay-back = ◀ Vissza
button-replay-forward = Előre ▶
button-replay-end = Vége ⏭
local-replay-steps = {"  "}Körök 0-tól { $turns }-ig: `replay { $back }` vissza, `replay { $next }` előre, `replay N` az N. kört mutatja.
local-replay-first = {"  "}Körök 0-tól { $turns }-ig: `replay 1` előre, `replay N` az N. kört mutatja.
local-replay-last = {"  "}Körök 0-tól { $turns }-ig, ez az utolsó: `replay { $back }` vissza, `replay N` az N. kört mutatja.
cmd-calcada-replay = visszajátszás
cmd-calcada-replay-desc = Játék visszajátszása körről körre, csak neked: e csatornáé vagy egy eredménylistán szereplő játék
cmd-calcada-replay--game = játék
cmd-calcada-replay--game-desc = A játék száma, ahogy az eredmények mutatják (alapból: ennek a csatornának a játéka)
## turn clock (issue 26)
bad-clock = Ez így nem megy: az időbank 1–{ $days } nappal indul, és körönként 0–{ $hours } órát kap; a bónusz és a csendes órák beállításához kezdő időbank kell.
clock-days = { $days } nap { $hours } óra
clock-hours = { $hours } óra
clock-minutes = { $minutes } perc
clock-seat = { $name } { $left }
clock-times = ⏱ Hátralévő idő: { $times }
clock-options = Időbank: játékosonként { $bank }, minden kör után még { $bonus }{ $quiet ->
        [true] , és a játékos csendes óráiban és távollétében nem fogy
       *[false] {""}
    }.
clock-ran-out = ⏱ { $name } ideje lejárt: a helyettes bot lépett helyette.
status-paused = ⏸ Egy szerveradmin szüneteltette a szerver játékait: nincs emlékeztető, nincs helyettes bot, az időbankok állnak. Lépni továbbra is lehet.
paused = A szerver játékai szünetelnek: nincs emlékeztető, nincs helyettes bot, az időbankok állnak. Lépni továbbra is lehet. A játékok ezzel a paranccsal folytathatók: `{ $cmd-calcada-admin-resume }`.
already-paused = A szerver játékai már szünetelnek.
resumed = A szerver játékai { $paused } szünet után folytatódnak; aki soron van, visszakapta ezt az időt.
not-paused = A szerver játékai nem szünetelnek.
cmd-calcada-new--clock_days = időbank_napok
cmd-calcada-new--clock_days-desc = Időbank: minden játékos ideje napokban (alapból nincs időbank)
cmd-calcada-new--clock_bonus_hours = időbank_bónusz_órák
cmd-calcada-new--clock_bonus_hours-desc = Időbank: ennyi óra jár a játékosnak minden saját köre után (alapból 0)
cmd-calcada-new--clock_quiet = időbank_csendes_órák
cmd-calcada-new--clock_quiet-desc = Időbank: a játékos csendes óráiban és távollétében megáll (alapból nem)
cmd-calcada-admin-pause = szünet
cmd-calcada-admin-pause-desc = A szerver minden játékának szüneteltetése: nincs emlékeztető és helyettes bot, az idő áll
cmd-calcada-admin-resume = folytatás
cmd-calcada-admin-resume-desc = A szerver játékainak folytatása; aki soron van, visszakapja a szünet idejét

## bench crate
bench-moved = A benchmarkok saját crate-be költöztek: cargo run --release -p calcada-bench -- { $args }

## piazza terminal
pt-colour = { $colour ->
        [red] piros
        [pink] rózsaszín
        [blue] kék
       *[yellow] sárga
    }
pt-symbol = { $symbol ->
        [circle] karika
        [triangle] háromszög
        [diamond] rombusz
        [cross] kereszt
        [star] csillag
       *[heart] szív
    }
pt-tile = { $colour ->
        [red] piros
        [pink] rózsaszín
        [blue] kék
       *[yellow] sárga
    } { $symbol ->
        [circle] karika
        [triangle] háromszög
        [diamond] rombusz
        [cross] kereszt
        [star] csillag
       *[heart] szív
    }
pt-legend = Minden lapkát egy színbetű és egy jel azonosít. Színek: { $colours }. Jelek: { $symbols }.
piazza-hand-text = A kezed: { $tiles }
pt-seat-count = A Piazza 2–4 fős játék, nem { $count } fős: a billentyűzetnél ülőket a --players, a botokat a --bots kapcsolóval add meg (easy, normal, hard).
pt-score-line = { $name } ({ $colours }): { $points } pont, { $hand } a kézben, { $pile } a pakliban{ $finished ->
        [0] {""}
       *[other] , { $finished }.-ként rakta le minden lapkáját
    }
pt-tiles-left = Még lerakandó lapkák: { $count }.
pt-placed = { $name } lerakta: { $code } ({ $tile }) → { $cell }.
pt-bracket = { $name } { $points } pontot kap a közrefogásért: { $from }–{ $to }.
pt-drew = { $name } { $count } lapkát húz.
pt-passed = { $name } nem tud lapkát lerakni, passzol.
pt-finished = { $name } { $place }.-ként rakta le minden lapkáját.
pt-game-over = Vége a játéknak: { $reason ->
        [blocked] senki sem tud már lapkát lerakni.
       *[all_placed] minden lapka az asztalon van.
    }
pt-rank-line = { $rank }. { $name }: { $points } pont{ $finished ->
        [0] {""}
       *[other] {" "}({ $finished }.-ként rakta le minden lapkáját)
    }
pt-hint = Tipp (a Nehéz bot választása): { $words }, { $points } pont.
pt-refused = Ez így nem megy: { $error }.
pt-err-game-over = ennek a játéknak vége
pt-err-no-such-seat = nincs { $seat }. hely
pt-err-not-your-turn = most { $name } következik
pt-err-not-in-hand = nincs a kezedben { $tile }
pt-err-same-cell = mindkét lapka ugyanarra a mezőre kerülne: { $cell }
pt-err-cell-taken = ezen a mezőn már van lapka: { $cell }
pt-err-outside-grid = a piazza túlnőne a 8×8 mezőn, ha ide lapka kerülne: { $cell }
pt-err-not-alongside = ez a mező egyik oldalával sem érintkezik az asztalon lévő lapkákkal (a sarok nem elég): { $cell }
pt-err-same-colour = a szomszédos lapka ({ $neighbour }) ugyanolyan színű, mint ami ide kerülne: { $cell }
pt-err-same-symbol = a szomszédos lapka ({ $neighbour }) jele ugyanaz, mint ami ide kerülne: { $cell }
pt-err-two-colours = az együtt lerakott két lapkának közrefogást kell alkotnia, tehát egyszínűnek kell lennie, nem { $first } és { $second }
pt-err-not-in-line = az együtt lerakott két lapkának közrefogást kell alkotnia, tehát egy sorban vagy oszlopban kell lennie, de { $first } és { $second } nem ilyen
pt-err-not-a-bracket = { $first } és { $second } nem alkot közrefogást: a köztük lévő lapka ({ $between }) ugyanolyan színű, mint ők
pt-err-must-place = van olyan lapkád, amely elfér, ezért egyet vagy kettőt le kell raknod
pt-rec-malformed = nem Piazza-feljegyzés: { $detail }
pt-rec-envelope = nem ismert verziójú Piazza-feljegyzés: formátum „{ $format }”, verzió { $version }, játék „{ $game }” (várt: „calcada-record”, { $expected }. verzió, „piazza” játék)
pt-rec-setup = a feljegyzés beállításaiból nem jön létre játék: { $error }
pt-rec-setup-differs = a beállítások és a kezdőérték más kezdőállást adnak, mint a feljegyzett (színek, kezdőlapkák vagy kezdő játékos)
pt-rec-illegal = { $action }. lépés ({ $seat }. hely, { $name }) szabálytalan: { $error }
pt-rec-outcome = az eredmény (a vége és a sorrend) eltér a visszajátszásétól
pt-rec-field = { $field ->
        [current] ki következik (hely)
        [turn] a megtett körök száma
        [passes] az egymás utáni passzok száma
        [seats] a helyek száma
        [name] { $seat }. hely: név
        [colours] { $seat }. hely: színek
        [score] { $seat }. hely: pontok
        [hand_size] { $seat }. hely: lapkák a kézben
        [pile_size] { $seat }. hely: lapkák a pakliban
       *[finished] { $seat }. hely: hányadikként rakta le minden lapkáját
    }
pt-rec-mismatch-initial = a kezdőállapot eltér ebben: { $field }; a feljegyzés szerint { $recorded }, a visszajátszás szerint { $replayed }
pt-rec-mismatch = a feljegyzés { $action }. lépése után eltér az állapot ebben: { $field }; a feljegyzés szerint { $recorded }, a visszajátszás szerint { $replayed }
pt-rec-cut-short = a feljegyzés csonka: végső pontszámokat közöl, de { $actions ->
        [0] egyetlen lépést sem tartalmaz, így a játéknak nincs vége
        [one] egyetlen lépése nem fejezi be a játékot
       *[other] { $actions } lépése nem fejezi be a játékot
    }
pt-rec-no-final-scores = a játék a feljegyzés utolsó lépésével véget ér (ez összesen { $actions } lépés), de a feljegyzés nem közöl végső pontszámokat
pt-setup-deal = nincs { $deal }. kiosztás (ez a verzió az 1. vagy a 2. kiosztás szerint oszt)
pt-verified = Piazza-feljegyzés ellenőrizve: { $players } játékos, { $actions } lépés visszajátszva; minden tárolt állapot, a végső pontszámok és az eredmény egyezik.
pt-verified-seal = A pecsét egyezik a kezdőértékkel és a sóval ({ $hash }).
pt-verify-file = { $path }:
pt-record-broken = { $path }: a feljegyzés nem játszható vissza: { $error }
pt-replay-header = Piazza, { $players } játékos, { $actions } lépés, ellenőrizve. A kezdő asztal:
pt-replay-turn = — { $number }. lépés: { $name } —
pt-sim-header = { $games } szimulált Piazza-játék: { $players } játékos, botok: { $bots }
pt-sim-moves = {"  "}lépések         átlagosan { $average } játékonként, { $tiles } lapka lépésenként
pt-sim-points = {"  "}pontok          átlagosan { $average }, legfeljebb { $max }
pt-sim-endings = {"  "}befejezések     { $all_placed } minden lapka lerakva, { $blocked } elakadt
pt-calcada-only = { $option }: ez a Calçada-szimuláció kapcsolója, nem a Piazzáé.
## piazza pictures
pic-piazza-turn = { $turn }. kör
pic-piazza-to-play = { $name } következik
pic-piazza-tiles-left = { $hand } a kézben · { $pile } a pakliban
pic-piazza-out-of-tiles = minden lapkáját lerakta
pic-piazza-finished = { $place }-ként rakta le minden lapkáját
pic-piazza-not-finished = maradt lapkája
pic-piazza-neutral = Semleges szín: bárki lerakhatja
pic-piazza-bound = A vonalkázott mezők a 8×8-as piazzán kívül esnek
pic-piazza-hand = A kezed
pic-piazza-your-turn = Te következel: rakj le egy lapkát, vagy két egyszínűt, amelyek közrefogást alkotnak
pic-piazza-panel-title = A kezed és az asztal
pic-piazza-preview = Előnézet: +{ $points } pont
pic-piazza-brackets = { $count } közrefogás: { $list } lapka
pic-piazza-no-bracket = nem alkot közrefogást
pic-piazza-tile-on = { $tile } → { $cell }
pic-piazza-placed-one = { $name } lerakta: { $first }
pic-piazza-placed-two = { $name } lerakta: { $first } és { $second }
pic-piazza-scored = { $points ->
    [0] Nincs pont: { $brackets }
   *[other] +{ $points } pont · { $brackets }
}
pic-piazza-passed = { $name } nem tudott lapkát lerakni, passzolt
pic-piazza-end-all-placed = Minden lapka az asztalon van
pic-piazza-end-blocked = Senki sem tudott több lapkát lerakni
pic-piazza-tie-break = Pontegyenlőség: aki előbb rakta le minden lapkáját, az áll előrébb

## Piazza a Discordon
piazza-opened = { $creator } Piazza-játékot nyitott (legfeljebb { $max } játékos). Csatlakozás: `{ $cmd-calcada-join }`; { $creator } ezzel indítja el: `{ $cmd-calcada-start }`.
piazza-only = Ebben a csatornában Piazzát játszanak. A lépésedet ezzel a paranccsal választhatod ki: `{ $cmd-piazza-place }`, a kezedet pedig ez mutatja meg: `{ $cmd-turn }`.
piazza-hand-your-turn = A kezed és az asztal, csak neked. Válassz lépést ezzel a paranccsal: `{ $cmd-piazza-place }`; lejátszás előtt előnézetben megmutatom.
piazza-hand-waiting = A kezed és az asztal, csak neked. { $name } következik.
piazza-options-more = … és még { $count } lépés, egyik sem ér több pontot.
piazza-confirm = { $preview }. Ezt az előnézetet csak te látod. A lejátszásához nyomd meg a Megerősítés gombot, vagy válassz másik lépést ezzel a paranccsal: `{ $cmd-piazza-place }`.
piazza-choice = { $tiles } (+{ $points })
piazza-choice-pass = Passz (egyik lapkád sem rakható le sehová)
piazza-your-turn = { $name }, te következel a Piazzában.

## Commands: the game to open or rank, and /piazza
cmd-calcada-new--game = játék
cmd-calcada-new--game-desc = Melyik játék (alapból Calçada)
cmd-calcada-new--game-choice-0 = Calçada
cmd-calcada-new--game-choice-1 = Piazza
cmd-calcada-leaderboard--game = játék
cmd-calcada-leaderboard--game-desc = Melyik játék ranglistája (alapból Calçada)
cmd-calcada-leaderboard--game-choice-0 = Calçada
cmd-calcada-leaderboard--game-choice-1 = Piazza
cmd-calcada-stats--game = játék
cmd-calcada-stats--game-desc = Eredmények melyik játékban (alapból Calçada)
cmd-calcada-stats--game-choice-0 = Calçada
cmd-calcada-stats--game-choice-1 = Piazza
cmd-piazza = piazza
cmd-piazza-desc = Piazza: lapkák lerakása a térre
cmd-piazza-place = lerakás
cmd-piazza-place-desc = Egy lapka, vagy két, közrefogást alkotó lapka lerakása: előnézet, majd megerősítés
cmd-piazza-place--move = lépés
cmd-piazza-place--move-desc = A lépésed a szabályos lépések listájából (a legjobb elöl)

## Leagues (issue 47)
league-created = Megnyílt a jelentkezés ebbe a ligába: { $league }. Egy szerveradmin indítja el, különben a jelentkezés lezárultakor indul.
league-signed-up = Jelentkeztél ebbe a ligába: { $league } (eddig { $count } játékos).
league-already-signed-up = Már jelentkeztél ebbe a ligába: { $league }.
league-withdrawn = Kiléptél ebből a ligából: { $league }.
league-not-signed-up = Nem játszol ebben a ligában: { $league }.
league-signup-closed = Erre a ligára már nem lehet jelentkezni: { $league }.
league-unknown = Ezen a szerveren nincs ilyen liga.
league-bad-settings = Egy ligához 2–4 fős asztalok, 1–20 forduló (svájci rendszer), fordulónként 1–30 nap, legfeljebb 30 napos időbank és a jövőben záruló jelentkezés kell.
league-too-few = Ehhez a ligához legalább { $needed } játékos kell, de eddig { $players } jelentkezett: { $league }.
league-started = Elindult a liga: { $league }. Az 1. forduló párosítása kész, { $tables } asztal.
league-not-running = Ez a liga most nem fut: { $league }.
league-paused = Szünetel a liga: { $league }. Egy forduló sem ér véget és újat sem párosít, amíg egy szerveradmin nem folytatja.
league-resumed = Folytatódik a liga: { $league }. A forduló határideje a szünet idejével későbbre kerül.
league-ended = Véget ért a liga: { $league }.
league-dropped = { $name } kiesett a ligából ({ $league }): mostantól helyettes bot játszik a helyein.
league-standings-title = Liga { $league } – tabella, forduló: { $round }/{ $rounds }
league-standings-row = { $rank }. { $name }: { $points } pont, { $played } lejátszott asztal, { $byes } szabadkör
league-standings-empty = Erre a ligára még senki sem jelentkezett: { $league }.
league-table-name = Liga { $league } · { $round }. forduló · { $table }. asztal
league-signup-button = Jelentkezés
league-withdraw-button = Visszalépés
league-round-paired = Liga { $league }, { $round }/{ $rounds }. forduló: kész a párosítás. A forduló vége: { $deadline }. Minden asztal a saját szálában játszik.
league-table-line = { $table }. asztal: { $players } itt: { $thread }
league-byes = Szabadkör ebben a fordulóban: { $players }
league-final = Véget ért a liga: { $league }. A végeredmény:
league-col-rank = Hely
league-col-player = Játékos
league-col-points = Pont
league-col-played = Játszott
league-col-byes = Szabadkör
league-in-thread = A liga minden asztalának külön szálat nyit, ezért nem lehet egy szálban: hozd létre magában a csatornában.

## Visszavágó (issue 47)

button-rematch = Visszavágó
rematch-accepted = Elfogadtad a játék (#{ $game }) visszavágóját. Még rájuk várunk: { $waiting }.
rematch-already-accepted = Már elfogadtad a játék (#{ $game }) visszavágóját. Még rájuk várunk: { $waiting }.
rematch-opened = Mindenki elfogadta a játék (#{ $game }) visszavágóját: most indul az új játék (#{ $new }) ugyanazokkal a helyekkel és beállításokkal, új kezdőértékkel.
rematch-already-open = A játék (#{ $game }) visszavágója már elindult: #{ $new }.
rematch-lapsed = A játék (#{ $game }) visszavágójára szóló ajánlat lejárt: a játék vége után egy napig érvényes.
rematch-lapsed-notice = A játék (#{ $game }) visszavágójára szóló ajánlat lejárt: egy napon belül nem fogadta el mindenki.
rematch-not-player = A játék (#{ $game }) visszavágóját csak a játékosai fogadhatják el.
rematch-not-over = A játék (#{ $game }) még nem ért véget: a visszavágót a végén ajánlom fel.
rematch-ended-early = A játékot (#{ $game }) idő előtt leállították: visszavágót csak végigjátszott játék után ajánlok fel.
rematch-league-game = A játék (#{ $game }) egy liga asztala volt: a liga párosítja a játékosai következő játékait, ezért nincs visszavágó.
rematch-unknown = Ez a Visszavágó gomb nem tartozik a csatorna egyik játékához sem: nem történt semmi.
rematch-channel-busy = Ebben a csatornában már van egy játék (#{ $other }), ezért a visszavágó nem indulhat el. Az elfogadásod érvényben marad: nyomd meg újra a Visszavágó gombot, ha az a játék véget ért, a korábbi játék (#{ $game }) vége után egy napon belül.

## a game in its own thread (issue 47)
permission-create-public-threads = Nyilvános szálak létrehozása
permission-create-private-threads = Privát szálak létrehozása
permission-manage-threads = Szálak kezelése
thread-name = { $game } · { $names }
thread-opened = Új játék nyílt itt: { $thread }. Nyomd meg a „Csatlakozás” gombot, hogy helyet foglalj; a körök, az említések és az emlékeztetők mind a szálba érkeznek.
thread-join-button = Csatlakozás
thread-joined = Helyet foglaltál a játékban: { $thread }.
thread-join-failed = Helyet foglaltál a játékban, de a Discord most nem adott hozzá ehhez: { $thread }. Nyomd meg újra a „Csatlakozás” gombot egy kicsit később: az hozzáad a szálhoz.
thread-failed = A Discord most nem hozta létre a játék szálát, így semmi sem nyílt meg. Próbáld újra egy kicsit később.
thread-in-thread = Szálon belül nem tudok új szálat nyitni: használd ezt a lehetőséget magában a csatornában, vagy nyisd meg itt a játékot nélküle.
cmd-calcada-new--thread = szál
cmd-calcada-new--thread-desc = Új szálban nyíljon a játék ebben a csatornában, nyilvánosban vagy privátban (alapból: itt)
cmd-calcada-new--thread-choice-0 = Nyilvános szál
cmd-calcada-new--thread-choice-1 = Privát szál (csak a játékosainak)

## /calcada-league (issue 47)
cmd-calcada-league = calcada-league
cmd-calcada-league-desc = Szerverligák: fordulónként párosított asztalok, tabella
cmd-calcada-league-create = létrehozás
cmd-calcada-league-create-desc = Liga létrehozása ebben a csatornában, nyitott jelentkezéssel (szerveradminok)
cmd-calcada-league-create--players = játékosok
cmd-calcada-league-create--players-desc = Játékosok asztalonként (2–4)
cmd-calcada-league-create--format = formátum
cmd-calcada-league-create--format-desc = Körmérkőzés, vagy svájci rendszer a tabella szerint
cmd-calcada-league-create--format-choice-0 = Körmérkőzés
cmd-calcada-league-create--format-choice-1 = Svájci rendszer
cmd-calcada-league-create--game = játék
cmd-calcada-league-create--game-desc = Melyik játékot játsszák az asztalok (alapból Calçada)
cmd-calcada-league-create--game-choice-0 = Calçada
cmd-calcada-league-create--game-choice-1 = Piazza
cmd-calcada-league-create--rounds = fordulók
cmd-calcada-league-create--rounds-desc = Svájci rendszer: a fordulók száma (alapból 3)
cmd-calcada-league-create--round_days = forduló_napok
cmd-calcada-league-create--round_days-desc = Hány napig tart egy forduló (alapból 7)
cmd-calcada-league-create--clock_days = időbank_napok
cmd-calcada-league-create--clock_days-desc = A liga játékainak időbankja napokban (alapból nincs időbank)
cmd-calcada-league-create--signup_days = jelentkezés_napok
cmd-calcada-league-create--signup_days-desc = Ennyi nap után zárul a jelentkezés és indul a liga (alapból egy szerveradmin indítja)
cmd-calcada-league-signup = jelentkezés
cmd-calcada-league-signup-desc = Jelentkezés egy ligába
cmd-calcada-league-signup--league = liga
cmd-calcada-league-signup--league-desc = A liga száma (a #3 száma 3)
cmd-calcada-league-withdraw = visszalépés
cmd-calcada-league-withdraw-desc = Kilépés egy ligából (a kezdés után helyettes bot játszik a helyeiden)
cmd-calcada-league-withdraw--league = liga
cmd-calcada-league-withdraw--league-desc = A liga száma (a #3 száma 3)
cmd-calcada-league-start = indítás
cmd-calcada-league-start-desc = A jelentkezés lezárása és az első forduló párosítása (szerveradminok)
cmd-calcada-league-start--league = liga
cmd-calcada-league-start--league-desc = A liga száma (a #3 száma 3)
cmd-calcada-league-standings = tabella
cmd-calcada-league-standings-desc = Egy liga tabellája képként és szövegként
cmd-calcada-league-standings--league = liga
cmd-calcada-league-standings--league-desc = A liga száma (a #3 száma 3)
cmd-calcada-league-drop = kizárás
cmd-calcada-league-drop-desc = Játékos kivétele a ligából: helyettes bot játszik a helyein (szerveradminok)
cmd-calcada-league-drop--league = liga
cmd-calcada-league-drop--league-desc = A liga száma (a #3 száma 3)
cmd-calcada-league-drop--player = játékos
cmd-calcada-league-drop--player-desc = A kiveendő játékos
cmd-calcada-league-pause = szünet
cmd-calcada-league-pause-desc = Liga szüneteltetése: egy forduló sem ér véget, újat sem párosít (szerveradminok)
cmd-calcada-league-pause--league = liga
cmd-calcada-league-pause--league-desc = A liga száma (a #3 száma 3)
cmd-calcada-league-resume = folytatás
cmd-calcada-league-resume-desc = Szüneteltetett liga folytatása (szerveradminok)
cmd-calcada-league-resume--league = liga
cmd-calcada-league-resume--league-desc = A liga száma (a #3 száma 3)
cmd-calcada-league-end = befejezés
cmd-calcada-league-end-desc = A liga befejezése most: a tabella végleges (szerveradminok)
cmd-calcada-league-end--league = liga
cmd-calcada-league-end--league-desc = A liga száma (a #3 száma 3)

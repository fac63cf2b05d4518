# French (Français): the same messages as en.ftl, with exactly the same arguments. Game terms
# follow the French rulebook (see docs/glossary.md); the player is addressed with "vous".
# Colour names are masculine nouns ("le Jaune"), so they agree with "Pavé" and "Magasin";
# with "tuile" they follow "de la couleur". Before : ; ! ? » and after « comes a narrow no-break
# space (U+202F); the apostrophe is the straight one ('). src/typography.rs checks both.

## Names and helpers

colour-blue = Bleu
colour-yellow = Jaune
colour-red = Rouge
colour-green = Vert
colour-black = Noir
symbol-wave = Vague
symbol-star = Étoile
symbol-caravel = Caravelle
symbol-fish = Poisson
symbol-flower = Fleur
symbol-bonus = Bonus
bot-kind-random = Hasard
bot-kind-greedy = Glouton
bot-kind-search = Recherche
end-second-stone-off = un deuxième Pavé a quitté la table de score et la manche a été jouée jusqu'au bout
end-stalemate = une manche entière s'est écoulée sans que personne ne pose de tuile
end-players-left = il reste moins de deux joueurs
list-separator = {", "}
decimal-separator = {","}

## Refusals

no-game-here = Il n'y a pas de partie dans ce salon. Ouvrez-en une avec `{ $cmd-calcada-new }`.
channel-busy = Il y a déjà une partie dans ce salon (ouverte par { $creator }). Une seule partie par salon ou par fil.
channel-busy-anon = Il y a déjà une partie dans ce salon. Une seule partie par salon ou par fil.
bad-board = Impossible : il n'existe pas de côté de Tableau « { $board } » ; choisissez A ou B.
no-board-sides = { $game } n'a pas de côté à choisir : omettez l'option « side ».
bad-player-count = Impossible : une partie se joue de 2 à 4 joueurs.
too-many-bots = Impossible : { $bots } { $bots ->
        [one] bot ne vous laisse
       *[other] bots ne vous laissent
    } aucun siège dans une partie à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    }.
bad-reminder = Impossible : l'intervalle de rappel va de 1 à 720 heures.
bad-takeover = Impossible : un bot peut prendre la relève après 1 à 10 rappels manqués.
not-open = Cette partie a déjà commencé : on ne peut plus la rejoindre ni y ajouter de bots.
not-running = Cette partie n'est pas en cours : elle n'a pas encore commencé, ou elle est terminée.
already-seated = Vous participez déjà à cette partie.
game-full = Cette partie est complète ({ $max } { $max ->
        [one] joueur
       *[other] joueurs
    }).
not-seated = Vous ne participez pas à cette partie. Rejoignez-la tant qu'elle est ouverte.
not-creator-or-admin = Seul le joueur qui a ouvert cette partie, ou un admin du serveur, peut faire cela.
not-admin = Seul un admin du serveur peut faire cela.
too-few-players = Une partie se joue à 2 joueurs au moins : demandez à quelqu'un de rejoindre la partie, ou ajoutez un bot.
bot-seat = Ce siège est désormais tenu par un bot.
stale = Ce bouton correspond à un moment antérieur de la partie : regardez le dernier message.
stale-game = Ce bouton correspond à une partie précédente de ce salon : rien n'a été modifié.
other-game-move = On joue à { $game } dans ce salon ; cette commande appartient à un autre jeu ({ $other }). Choisissez votre coup avec `{ $cmd-calcada-move }`.
not-a-move = « { $words } » n'est pas un coup possible maintenant : `{ $cmd-calcada-options }` montre ceux que vous pouvez jouer.
moved-on = La partie a avancé pendant votre action (quelqu'un a été plus rapide). Rien n'a été modifié : regardez la table et réessayez.
unknown-player = Personne du nom de « { $name } » ne joue dans cette partie.
interaction-outdated = Cette commande ou ce bouton a changé depuis que votre application Discord l'a chargé ; rien n'a été modifié. Veuillez réessayer (si cela se reproduit, rechargez Discord).
malformed-options = Les options de cette commande ne sont pas arrivées comme prévu ; rien n'a été modifié. Veuillez les choisir à nouveau dans la liste.
guild-only = On joue dans les salons d'un serveur, pas en messages privés.
permission-view-channel = Voir le salon
permission-send-messages = Envoyer des messages
permission-send-messages-in-threads = Envoyer des messages dans les fils
permission-embed-links = Intégrer des liens
permission-attach-files = Joindre des fichiers
bot-lacks-permissions = Je ne peux pas mener une partie dans ce salon (permissions manquantes ici : { $missing }). Demandez à un admin du serveur de modifier mes permissions dans ce salon, ou utilisez un autre salon ; rien n'a été modifié.
channel-refused = Discord refuse mes messages dans { $channel } (permissions manquantes : { $missing }). Les messages de tour, les mentions et les rappels de votre partie attendent qu'un admin du serveur modifie mes permissions dans ce salon ; je réessaie toutes les heures, et dès que quelqu'un y utilise une de mes commandes.
channel-gone = Le salon de votre partie, { $channel }, n'existe plus (selon Discord) : plus rien ne pouvant y être publié, la partie est terminée. Ouvrez une nouvelle partie dans un autre salon avec `{ $cmd-calcada-new }`.
channel-blocked = Je ne peux pas écrire dans ce salon (permissions manquantes ici : { $missing }) : les messages de la partie attendent qu'un admin du serveur modifie mes permissions ici.
catch-up = Je n'ai pas pu écrire dans ce salon pendant un moment. { $turns ->
        [0] Aucun tour n'a été joué entre-temps.
        [one] Un tour a été joué entre-temps.
       *[other] { $turns } tours ont été joués entre-temps.
    } Voici où en est la partie :
internal = Un problème est survenu de notre côté ; rien n'a été modifié. Veuillez réessayer.

## The rules' refusals

rule-game-over = Cette partie est terminée.
rule-no-such-seat = Il n'y a pas de siège { $seat }.
rule-seat-left = { $name } a quitté cette partie.
rule-not-your-turn = C'est à { $current } de jouer.
rule-no-bonus-tiles = Il ne vous reste aucune tuile Bonus.
rule-already-declared = Vous avez déjà annoncé { $colour } { $number } ce tour-ci : placez une tuile (ou rafraîchissez d'abord un Magasin).
rule-not-declared = Annoncez d'abord un Pavé, puis placez une tuile.
rule-no-stone-there = Il n'y a pas de Pavé { $colour } sur la case { $space }.
rule-colour-closed = Le { $colour } est fermé : son Pavé a quitté la table de score.
rule-colour-exhausted = Il ne reste plus de tuiles de la couleur { $colour }.
rule-no-fitting-square = En annonçant { $colour } { $number }, vous ne pourriez poser votre tuile nulle part : votre Tableau n'a aucune place libre indiquant { $number } dans un quartier ouvert au { $colour }.
rule-no-empty-square = En annonçant { $colour } { $number }, vous ne pourriez poser votre tuile nulle part : votre Tableau n'a aucune place libre dans un quartier ouvert au { $colour }.
rule-tile-not-on-display = Le Magasin { $colour } ne contient pas de tuile { $symbol }.
rule-square-occupied = La place { $square } est déjà occupée.
rule-wrong-number = La place { $square } indique { $shows }, mais vous avez annoncé { $declared }.
rule-district-has-other-colour = Le quartier { $district } contient déjà des tuiles de la couleur { $colour }.

## Settings that make no game

setup-player-count = Calçada se joue de 2 à 4 joueurs, pas à { $count }.
setup-unknown-board = Il n'existe pas de côté de Tableau « { $board } » : choisissez A ou B.
setup-no-default-multipliers = Il n'y a pas de table de score pour { $count } { $count ->
        [one] joueur
       *[other] joueurs
    }.
setup-multipliers = La table de score n'est pas valide : { $detail }.
setup-start-player = Il n'y a pas de siège { $seat } pour commencer.

## Words that name nothing

parse-colour = « { $text } » n'est pas une couleur : écrivez blue, yellow, red, green ou black (en anglais).
parse-symbol = « { $text } » n'est pas une tuile : écrivez wave, star, caravel, fish, flower ou bonus (en anglais).
parse-square = « { $text } » n'est pas une place : indiquez une colonne A-E et une rangée 1-5, comme C4.
parse-space = « { $text } » n'est pas une case : les cases du Carrousel vont de 1 à 6.
parse-tile = « { $text } » n'est pas une tuile : écrivez couleur-symbole en anglais, comme blue-star.

## The command language

bad-line = Impossible : { $error }
line-unknown = « { $word } » n'est pas une commande ; `help` les liste toutes.
missing-space = cette commande demande une case (1-6).
missing-colour = cette commande demande une couleur.
missing-tile = cette commande demande une tuile (wave, star, caravel, fish, flower, bonus).
missing-square = cette commande demande une place, comme C4.
missing-value = l'option « { $option } » doit être suivie d'une valeur.
missing-name = cette commande demande un nom.
missing-notify = cette commande demande dm ou channel.
missing-hours = cette commande demande un nombre d'heures.
not-player-count = « { $text } » n'est pas un nombre de joueurs valide.
not-hours = « { $text } » n'est pas un nombre d'heures valide.
not-reminder-count = « { $text } » n'est pas un nombre de rappels valide.
not-count = « { $text } » n'est pas un nombre valide.
unknown-option = option inconnue « { $option } » : `help` indique les options de chaque commande.
unknown-bot = bot inconnu « { $text } » : utilisez easy, normal ou hard (ou random, greedy, search).
notify-where = « { $text } » : utilisez dm ou channel.
missing-date = cette commande demande une date, par exemple 2026-12-24.
missing-move = cette commande demande un coup dans la notation du jeu (`{ $cmd-calcada-options }` montre ce que vous pouvez faire).
missing-language = cette commande demande une langue : en, de, fr ou hu.
unknown-language = « { $text } » n'est pas une langue que je parle : utilisez en, de, fr ou hu.
not-on-off = « { $text } » : utilisez on ou off.
trailing-words = cette commande n'accepte rien après ses options : « { $extra } » est en trop.
not-text = cette ligne n'est pas du texte (ce n'est pas de l'UTF-8 valide) ; rien n'a été exécuté.

## Answers

opened = { $creator } a ouvert une partie de Calçada (côté de Tableau { $board }, jusqu'à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    }). Rejoignez-la avec `{ $cmd-calcada-join }` ; { $creator } la lance avec `{ $cmd-calcada-start }`.
joined = { $name } a rejoint la partie ({ $seated }/{ $max }).
bot-added = { $name } s'installe ({ $seated }/{ $max }).
bot-seat-name = Bot { $kind } { $number }
left-lobby = { $name } a quitté la partie avant son début.
lobby-closed = { $name } a fermé la partie avant son début.
replaced-by-bot = { $name } a quitté la partie : un bot joue désormais à sa place.
started = La partie commence ! Ordre de jeu : { $players }. { $first } joue en premier.
    { $seal }
your-turn = { $name }, c'est à vous de jouer à Calçada.
turn-of = À { $name } de jouer.
since-your-last-move = Depuis votre dernier coup, { $name } :
turn-played = C'est fait : { $summary }. Le tour est publié dans le salon.
turn-queued = C'est fait : { $summary }. Discord n'accepte pas mes messages dans ce salon pour l'instant : le message du tour est en attente et sera publié dès que Discord l'acceptera.
declared = Vous avez annoncé { $colour } { $number }. Tuiles du Magasin : { $tiles }. Posez-en une sur une de ces places : { $squares }.
nudged = Vous avez déplacé le Pavé { $colour } sur la case { $space }, qui contient maintenant { $number } { $number ->
        [one] Pavé
       *[other] Pavés
    }. Tuiles Bonus restantes : { $bonus_left }.
refreshed = Vous avez rafraîchi le Magasin { $colour }. Tuiles Bonus restantes : { $bonus_left }.
ended = { $by } a mis fin à la partie. Scores au moment de l'arrêt :
notify-dm-on = Vous recevrez aussi un message privé quand ce sera votre tour.
notify-dm-off = Vos notifications arriveront uniquement dans le salon.
dms-closed = { $name }, je n'ai pas pu vous envoyer de message privé (vos paramètres de confidentialité les refusent) : les messages privés sont donc désactivés pour cette partie. Réactivez-les avec `{ $cmd-calcada-me-notify }` dès que vous les accepterez.
reminder-set = Les nouvelles parties de ce serveur relancent un joueur qui n'a pas joué depuis { $hours } h.
away-days-set = Les joueurs de ce serveur peuvent désormais être absents { $days } { $days ->
        [one] jour
       *[other] jours
    } au plus.
lobby-days-set = Les parties ouvertes de ce serveur que personne ne lance sont désormais fermées après { $days } { $days ->
        [one] jour
       *[other] jours
    }.
lobby-expired = Cette partie a été ouverte il y a { $days } { $days ->
        [one] jour
       *[other] jours
    } et personne ne l'a lancée : elle est fermée et le salon est libre. Ouvrez-en une nouvelle avec `{ $cmd-calcada-new }` quand vous serez prêts.
lobby-expires = (fermeture le { $at } si personne ne la lance)
bad-away-days = Indiquez un nombre de jours de 1 à 90.
reminder = { $name }, la partie attend votre coup (depuis plus de { $hours } h).
bot-took-over = { $name } n'a pas joué à temps : un bot a joué ce tour à sa place.
no-games = Aucune partie sur ce serveur.
declaration-choice = Case { $space } · { $colour } → annonce { $colour } { $number } · places possibles : { $squares }
pass-choice = Case { $space } · { $colour } → annonce { $colour } { $number } · aucune place ne convient : vous passez
nudge-choice = Déplacer : case { $space } · { $colour } → case { $to } (qui aura alors { $after } { $after ->
        [one] Pavé
       *[other] Pavés
    }) · coûte 1 tuile Bonus
refresh-choice = Rafraîchir le Magasin { $colour } · coûte 1 tuile Bonus
placement-choice = { $symbol } ({ $colour }) → { $square }
menu-placeholder = Choisissez votre coup
option-line = { $label } · `{ $notation }`

## The turn panel

panel-your-turn = À vous de jouer (manche { $round }) : choisissez une annonce, ou dépensez d'abord une tuile Bonus pour déplacer un Pavé.
panel-planned = Prévu pour l'instant : { $steps }.
panel-declared = Vous annoncez { $colour } { $number } : choisissez une tuile et sa place (encadrée en vert).
panel-preview = Aperçu : placer la tuile { $symbol } de la couleur { $colour } sur { $square } rapporte { $points } { $points ->
        [one] point
       *[other] points
    } immédiatement. Confirmez pour jouer votre tour, ou revenez en arrière.
panel-pass = Annoncer { $colour } { $number } vous fait passer votre tour : aucune place ne convient. Confirmez pour jouer ce tour, ou revenez en arrière.
panel-stale = La partie a avancé depuis l'ouverture de ce panneau : rien n'a été joué. Ouvrez-en un nouveau.
panel-not-your-turn = C'est à { $current } de jouer, pas à vous. Voici votre Tableau.
refresh-warning = Rafraîchir le Magasin { $colour } révèle de nouvelles tuiles : cette action est donc jouée tout de suite, avec les étapes que vous avez prévues avant elle. Rafraîchir maintenant ?
button-take-turn = Jouer mon tour
button-confirm = Confirmer
button-back = Retour
button-suggest = Suggérer un coup
button-refresh-now = Rafraîchir maintenant
button-fresh-panel = Ouvrir un nouveau panneau
select-nudge = Bonus : déplacer d'abord un Pavé
select-declare = Annoncer un Pavé
select-place = Placer une tuile
select-refresh = Bonus : rafraîchir un Magasin
nothing-fits = Aucune annonce ne convient à votre Tableau : annoncer n'importe quel Pavé vous fait passer votre tour (déplacer un Pavé avec une tuile Bonus peut encore aider).
posted-in-channel = C'est fait : la réponse est dans le salon.
help =
    Commandes (les mots des commandes restent en anglais) :
      new [side A|B] [players 2-4] [bots greedy,random] [reminder HEURES] [takeover N]
      new ... clock JOURS bonus HEURES clockquiet on
                              avec pendule : JOURS au départ, HEURES de plus après chaque tour
                              ouvrir une partie ici (takeover : un bot joue après N rappels manqués)
      join | leave | bot [greedy|random] | start                          avant le début
      nudge CASE COULEUR      bonus : avancer un Pavé d'une case, avant d'annoncer
      declare CASE COULEUR    annoncer un Pavé (le chiffre : les Pavés sur sa case) et le déplacer
      refresh COULEUR         bonus : un nouveau Magasin pour une couleur
      place SYMBOLE PLACE     poser une tuile du Magasin de la couleur annoncée, p. ex. place star C4
      options                 ce que vous pouvez faire maintenant
      move NOTATION           un coup dans la notation du jeu (p. ex. move d3Y)
                              options montre la notation de chaque coup ; en Piazza, tout coup se joue ainsi
      turn                    votre tour dans un panneau : try ACTION pour le préparer (try declare 3
                              yellow, try place star C4) avec un aperçu, back pour annuler, confirm
                              pour le jouer
      board [NOM] | table | status | history [N] | results [PAGE] | rules
      games [PAGE] | stats | leaderboard [speed]    vos parties ici ; résultats et temps de réponse
      replay [N] [#PARTIE]    une partie tour par tour : tour N (0 : le début) de cette partie ou de la partie #PARTIE
      notify dm|channel       comment être prévenu que c'est votre tour
      settings | away JOUR | away off               vos réglages ; absence jusqu'au JOUR
      end                     terminer la partie (son créateur ou un admin du serveur)
      list | reminder HEURES | replace NOM | pause | resume      admins du serveur
      NOM : commande | as NOM | quit          (terminal) agir en tant que NOM ; passer à NOM ; arrêter
rules =
    Calçada en bref :
    1. Facultatif, avant d'annoncer : dépensez une tuile Bonus pour déplacer n'importe quel Pavé
       d'une case dans le sens horaire.
    2. Annoncer : choisissez un Pavé sur le Carrousel. Votre chiffre est le nombre de Pavés sur sa
       case (6 ou plus : n'importe quelle place). Déplacez ce Pavé d'une case dans le sens horaire.
    3. Facultatif : dépensez une tuile Bonus pour rafraîchir le Magasin d'une couleur.
    4. Placer : prenez dans le Magasin une tuile de la couleur annoncée et posez-la sur une place
       libre indiquant votre chiffre, dans un quartier qui ne contient aucune autre couleur. Un
       symbole Bonus vous rapporte 2 tuiles Bonus.
    5. Compléter un quartier rapporte son nombre de tuiles × le multiplicateur de la couleur ;
       puis le Pavé de cette couleur descend d'une case sur la table de score. S'il en sort par
       le bas : +2 points, et la couleur est fermée.
    La fin de la partie est déclenchée quand un deuxième Pavé quitte la table de score ; la manche
    en cours est terminée pour que chacun ait joué autant de tours. Puis : motifs identiques
    adjacents (2 → 1, 3 → 3, 4 → 5, 5 → 8, 6 → 11, 7 → 14, 8+ → 18), 1 point par tuile des
    quartiers non complétés, 1 point par paire de tuiles Bonus.
    Les lettres sur les tuiles et les Pavés sont les mêmes dans toutes les langues : B = Bleu,
    Y = Jaune (yellow), R = Rouge, G = Vert (green), K = Noir.
status-line = { $you ->
        [true] ▶{" "}
       *[false] {""}
    }{ $name }{ $bot ->
        [true] {" "}(bot)
       *[false] {""}
    } : { $score } { $score ->
        [one] point
       *[other] points
    }, { $bonus_tiles } { $bonus_tiles ->
        [one] tuile Bonus
       *[other] tuiles Bonus
    }, { $tiles } { $tiles ->
        [one] tuile posée
       *[other] tuiles posées
    }
lobby = En attente du début : { $count } { $count ->
        [one] siège occupé
       *[other] sièges occupés
    } sur { $max } ({ $players }).
game-line = <#{ $channel }> · { $status } · { $players }
game-line-turn = <#{ $channel }> · { $status } · { $players } · à { $turn } de jouer (tour commencé il y a { $hours } h)
status-open = ouverte
status-running = en cours
status-finished = terminée
status-ended = arrêtée
history-line = { $seq }. { $name } : { $action }
no-history = Rien n'a encore été joué.
game-finished-at = Cette partie est terminée : elle s'est achevée le { $when }.
game-ended-at = Cette partie est terminée : elle a été arrêtée le { $when }.
no-results = Aucune partie n'a encore été jouée jusqu'au bout dans ce salon.
results-header = Parties jouées ici : { $games } (page { $page } sur { $pages }), les plus récentes d'abord :
result-line = n° { $game } · { $when } · { $standings }
result-line-ended = n° { $game } · { $when } (arrêtée avant la fin) · { $standings }
result-standing = { $rank }. { $name } { $points }
button-previous = Précédent
button-next = Suivant
final-title = Fin de la partie
ended-title = { $by } a mis fin à la partie
card-standing = { $rank }. { $name } : { $points } { $points ->
        [one] point
       *[other] points
    }
act-nudge = déplacer le Pavé { $colour } de la case { $space }
act-declare = annoncer le Pavé { $colour } de la case { $space }
act-refresh = rafraîchir le Magasin { $colour }
act-place = placer la tuile { $symbol } sur { $square }
act-leave = quitter

## What happened

ev-nudged = { $name } a dépensé une tuile Bonus pour déplacer le Pavé { $colour } de la case { $from } à la case { $to }
ev-declared = { $name } a annoncé { $colour } { $number } et déplacé le Pavé de la case { $from } à la case { $to }
ev-passed = { $name } n'avait aucune annonce valable : a quand même annoncé { $colour } { $number }, déplacé le Pavé de la case { $from } à la case { $to } et passé son tour
ev-refreshed = { $name } a dépensé une tuile Bonus pour rafraîchir le Magasin { $colour }
ev-placed = { $name } a placé une tuile { $symbol } de la couleur { $colour } sur { $square }
ev-bonus-gained = { $name } a reçu { $count } { $count ->
        [one] tuile Bonus
       *[other] tuiles Bonus
    }
ev-refilled = le Magasin { $colour } a été rempli de { $count } { $count ->
        [one] tuile
       *[other] tuiles
    }
ev-district-scored = { $name } a complété le quartier { $district } : { $tiles } × { $multiplier } = { $points } { $points ->
        [one] point
       *[other] points
    }
ev-stone-down = le Pavé { $colour } est descendu d'une case sur la table de score
ev-colour-closed = le Pavé { $colour } a quitté la table de score : { $name } gagne { $points } { $points ->
        [one] point
       *[other] points
    } et le { $colour } est fermé
ev-end-triggered = un deuxième Pavé a quitté la table de score : c'est la dernière manche
ev-player-left = { $name } a quitté la partie
ev-turn-started = manche { $round } : à { $name } de jouer
ev-game-over = la partie est terminée : { $reason }
declared-before = { $name } a annoncé { $colour } { $number }

## Scores

ranking-over = Partie terminée : { $reason }.
ranking-line = { $rank }. { $name } : { $points } { $points ->
        [one] point
       *[other] points
    }
ranking-not-over = La partie n'est pas terminée (manche { $round }). Scores actuels :
ranking-so-far = - { $name } : { $points } { $points ->
        [one] point
       *[other] points
    } si la partie s'arrêtait maintenant
breakdown-district = quartier { $district } ({ $colour }) : { $tiles } × { $multiplier } = { $points }
breakdown-off-board = Pavés sortis de la table de score : { $points }
breakdown-group = groupe { $symbol } de { $size } { $size ->
        [one] tuile
       *[other] tuiles
    } : { $points }
breakdown-incomplete = tuiles des quartiers non complétés { $districts } : { $points }
breakdown-incomplete-item = { $district } ({ $tiles })
breakdown-bonus = { $tiles } { $tiles ->
        [one] tuile Bonus
       *[other] tuiles Bonus
    } : { $points }

## Records

replay-verified = Enregistrement rejoué : { $actions } { $actions ->
        [one] action
       *[other] actions
    }, chaque état enregistré vérifié.
record-broken = { $path } : l'enregistrement ne se rejoue pas : { $error }
replay-malformed = ce n'est pas un enregistrement de Calçada : { $detail }
replay-version = enregistrement « { $format } » version { $version } non pris en charge (attendu : « { $expected_format } » version { $expected_version })
replay-setup = les réglages de l'enregistrement ne forment pas une partie : { $error }
replay-illegal = l'action { $action } (siège { $seat } : { $what }) est illégale : { $error }
replay-mismatch-initial = l'état initial diffère en { $path } : l'enregistrement dit { $recorded }, le rejeu donne { $replayed }
replay-mismatch = l'état après l'action { $action } diffère en { $path } : l'enregistrement dit { $recorded }, le rejeu donne { $replayed }
## records of the family (issue 27 item 5)
replay-other-game = ceci est un enregistrement du jeu « { $game } » : seuls les enregistrements de « { $expected } » (Calçada) se rejouent ici

## The command line

cannot-read = impossible de lire { $path } : { $error }
cannot-write = impossible d'écrire { $path } : { $error }
no-bots = --bots demande au moins un type de bot (random, greedy)
sim-header = { $games } { $games ->
        [one] partie simulée
       *[other] parties simulées
    } : { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }, côté { $board }, bots { $bots }, multiplicateurs { $table }
sim-default-table = par défaut
sim-time = {"  "}durée           { $seconds } s ({ $rate } parties par seconde, un cœur)
sim-rounds = {"  "}manches         { $average } en moyenne
sim-actions = {"  "}actions         { $average } par partie en moyenne
sim-fill = {"  "}remplissage     { $percent } % en moyenne
sim-score = {"  "}score           { $average } en moyenne, { $max } au plus
sim-endings = {"  "}fins            { $second_stone } par le deuxième Pavé sorti, { $stalemates } par blocage ({ $percent } %)
sim-wins = {"  "}{ $kind } a gagné dans { $percent } % des sièges qu'il occupait
bench-service-database = Sur { $database } :
bench-service-header = Un tour à travers le service (application, commit, image du tour), { $turns } { $turns ->
        [one] tour
       *[other] tours
    }, un thread :
bench-panel-header = Une étape du panneau (un choix, auquel répondent le panneau mis à jour et son image), { $steps } { $steps ->
        [one] étape
       *[other] étapes
    }, un thread :
bench-service-times = {"  "}médiane { $median } ms   p99 { $p99 } ms   max { $max } ms
bench-service-parallel = { $threads } { $threads ->
        [one] thread
       *[other] threads
    } à la fois : { $turns } { $turns ->
        [one] tour
       *[other] tours
    } en { $seconds } s = { $rate } tours par seconde
bench-bots-header = Bot de recherche contre bots gloutons, { $games } { $games ->
        [one] partie
       *[other] parties
    } par match depuis la graine { $seed }, budget { $playouts } { $playouts ->
        [one] simulation
       *[other] simulations
    } ({ $limit }), un thread :
bench-bots-no-limit = sans limite de temps
bench-bots-limit = au plus { $ms } ms
bench-bots-decisions = {"  "}réflexion       médiane { $median } ms   p99 { $p99 } ms   max { $max } ms   ({ $searched } { $searched ->
        [one] recherche
       *[other] recherches
    } sur { $decisions } { $decisions ->
        [one] décision
       *[other] décisions
    } ; les autres suivent le tour prévu)
bench-bots-playouts = {"  "}simulations     { $rate } par seconde ({ $playouts } en tout) ; { $timed_out } { $timed_out ->
        [one] recherche arrêtée
       *[other] recherches arrêtées
    } par la limite de temps
bench-bots-match = {"  "}à { $players } { $players ->
        [one] joueur
       *[other] joueurs
    } : le bot de recherche a gagné { $percent } % de { $games } { $games ->
        [one] partie
       *[other] parties
    } contre { $others } { $others ->
        [one] glouton
       *[other] gloutons
    } ({ $wins } en vainqueur unique, { $shared } à égalité) ; score { $score } contre { $best } pour le meilleur glouton
bench-bots-time = {"  "}durée           { $seconds } s

## Running the bot

no-token =
    DISCORD_TOKEN n'est pas défini : le bot ne peut donc pas se connecter à Discord.
    Pour obtenir un jeton : ouvrez https://discord.com/developers/applications, créez une
    application, ouvrez sa page Bot, cliquez sur Reset Token et copiez-le ; puis mettez
    DISCORD_TOKEN=... dans un fichier .env ici (voir .env.example et README.md, qui explique aussi
    comment inviter le bot).
    Pour essayer le jeu sans Discord dès maintenant : calcada local
token-rejected =
    Discord a refusé le jeton du bot (DISCORD_TOKEN) : il est erroné, ou il a été réinitialisé. Le
    bot s'arrête.
    Pour obtenir un nouveau jeton : ouvrez https://discord.com/developers/applications, choisissez
    votre application, ouvrez sa page Bot, cliquez sur Reset Token et copiez-le dans DISCORD_TOKEN
    dans votre fichier .env.
discord-unreachable = Impossible de joindre Discord ({ $error }) ; nouvel essai dans { $seconds } s. Arrêtez avec Ctrl-C.
config-invalid = Le réglage { $name }=« { $value } » n'est pas valide ; voir .env.example.
env-file-broken = Le fichier .env est illisible à la ligne { $line } ({ $name }) : écrivez chaque réglage sous la forme NOM=valeur, et mettez entre guillemets une valeur qui contient des espaces ("comme ceci"). Rien n'a été lancé.
env-file-unreadable = Le fichier .env est illisible : { $error }

## The terminal

local-prompt = { $name }>{" "}
local-private = (à { $name }) { $text }
local-mention = @{ $name }
local-picture = {"  "}image : { $path }
local-notice = {"  "}[avis] { $text }
local-notice-for = {"  "}[avis pour { $name }] { $text }
local-direct = {"  "}[message privé à { $name }] { $text }
local-fault = Un problème est survenu de notre côté ; rien n'a été modifié ({ $fault }).
local-control = {"  "}[{ $number }] { $label }
local-select = {"  "}{ $placeholder } :
local-no-control = Aucun choix ne porte le numéro { $number } ici : tapez un numéro de la dernière liste qui vous a été montrée.
local-seat-count = { $game } se joue de { $min } à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    }, pas à { $count } : indiquez les personnes à ce clavier avec --players et les bots avec --bots (easy, normal, hard).
nothing-planned = Rien n'est encore prévu : préparez votre tour avec `try declare 3 yellow`, puis `try place star C3`, puis `confirm` (ou `back`). `turn` affiche le plan.

## Languages and hints

language-name = { $code ->
    [de] Deutsch
    [fr] Français
    [hu] Magyar
   *[en] English
}
language-set = Nouvelle langue des messages publics de cette partie : { $language }.
hints-off = Les conseils sont désactivés dans cette partie (son créateur en a décidé ainsi au départ).
hint-header = Suggestion du bot Difficile : { $turn }.
hint-spends = { $count ->
    [one] dépense { $count } tuile Bonus pour déplacer un Pavé
   *[other] dépense { $count } tuiles Bonus pour déplacer des Pavés
}
hint-passes = aucune annonce n'est possible : vous passez votre tour
hint-grows = porte le quartier { $district } ({ $colour }) à { $tiles } { $tiles ->
    [one] tuile
   *[other] tuiles
} sur { $size }
hint-completes = complète le quartier { $district } ({ $colour }) pour { $points } { $points ->
    [one] point
   *[other] points
} (×{ $multiplier } par tuile)
hint-closes = le Pavé { $colour } quitte la table de score : { $points } { $points ->
    [one] point
   *[other] points
} de plus, et le { $colour } est fermé
hint-triggers-end = le deuxième Pavé quitte la table de score : la partie se termine après cette manche
hint-motif = forme un groupe { $motif } de { $size } { $size ->
    [one] tuile
   *[other] tuiles
} (points de motifs à la fin : { $points })
hint-bonus = { $count ->
    [one] rapporte { $count } tuile Bonus
   *[other] rapporte { $count } tuiles Bonus
}
hint-used = { $name } a demandé un conseil ce tour-ci.

## Words in pictures (short: they are drawn at phone size)

pic-points = points
pic-bonus-tiles = { $count ->
    [one] { $count } tuile Bonus
   *[other] { $count } tuiles Bonus
}
pic-round = Manche { $round }
pic-turn-of = À { $name } de jouer
pic-step-declare = annoncer un Pavé
pic-step-place = { $number ->
    [6] placer du { $colour } n'importe où
   *[other] placer du { $colour } sur un { $number }
}
pic-last-round = Dernière manche
pic-closed = fermé
pic-off-row = sortis
pic-stack = reste { $count }
pic-multiplier = ×{ $multiplier }
pic-gameboard = Carrousel
pic-scoreboard = Table de score
pic-gained = +{ $points }
pic-district-chip = { $district } { $points }
pic-districts-done = Quartiers
pic-left-game = a quitté la partie
pic-game-over = Fin de partie
pic-rank = { NUMBER($rank, type: "ordinal") ->
    [one] { $rank }er
   *[other] { $rank }e
}
pic-districts = Quartiers
pic-off-board = Pavés sortis
pic-motif-groups = Groupes de motifs
pic-incomplete = Quartiers non complétés
pic-bonus-pairs = Paires de tuiles Bonus
pic-total = Total
pic-district-detail = { $district } { $tiles }×{ $multiplier }
pic-group-detail = { $motif } { $size }
pic-incomplete-detail = { $district } { $tiles }
pic-bonus-detail = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
pic-list-separator = {" · "}
pic-you = { $name } (vous)
pic-strip-points = { $points } { $points ->
    [one] pt
   *[other] pts
}
pic-stone-count = { $letter }×{ $count }
pic-panel-title = Votre Tableau et la table
pic-panel-choose = Choisissez la place : les places vertes conviennent
pic-preview = Aperçu : { $points }
pic-preview-points = { $points ->
    [one] +{ $points } point
   *[other] +{ $points } points
}
pic-preview-district = complète { $district } : { $tiles } { $tiles ->
    [one] tuile
   *[other] tuiles
} × { $multiplier }
pic-preview-stone-off = +{ $points } pour le Pavé qui quitte la table de score
pic-preview-bonus = { $count ->
    [one] +{ $count } tuile Bonus
   *[other] +{ $count } tuiles Bonus
}
pic-preview-no-district = ne complète aucun quartier

## Enregistrements, sceau du mélange, sauvegardes

sealed = Le mélange est scellé : SHA-256 `{ $hash }` (de la graine et d'un sel secret, tous deux révélés à la fin).
not-sealed = Cette partie a été ouverte avant que les mélanges soient scellés.
seal-revealed = La graine du mélange était { $seed } avec le sel `{ $salt }` : chacun peut les comparer au sceau montré au début (`calcada verify`).
replay-no-seed = l'enregistrement n'a pas de graine (export d'une partie en cours) : il pourra être rejoué une fois la partie terminée.
replay-commitment = le hachage de la graine et du sel donne { $revealed }, et non le sceau { $committed } montré au début.
render-wrote = { $path } écrit
render-step-beyond = --step { $step } dépasse l'enregistrement, qui compte { $actions } { $actions ->
        [one] action
       *[other] actions
    }.
replay-final-scores = les scores finaux de l'enregistrement diffèrent de ceux du rejeu.
verified-sealed = Le sceau correspond à la graine et au sel ({ $hash }), et { $actions ->
        [0] l'enregistrement ne contient aucune action à rejouer
        [one] son unique action se rejoue à l'identique
       *[other] ses { $actions } actions se rejouent à l'identique
    }.
verified-unsealed = L'enregistrement n'a pas de sceau (partie jouée hors ligne) ; { $actions ->
        [0] il ne contient aucune action à rejouer
        [one] son unique action se rejoue à l'identique
       *[other] ses { $actions } actions se rejouent à l'identique
    }.
seal-not-shown = Cet enregistrement ne provient pas de la partie dont le sceau a été publié : le message de début montrait `{ $shown }`, l'enregistrement porte `{ $carried }`.
seal-absent = Cet enregistrement ne porte pas de sceau (partie jouée hors ligne) : il ne peut pas provenir de la partie dont le sceau `{ $shown }` a été publié.
exported = { $count ->
    [one] { $count } enregistrement écrit
   *[other] { $count } enregistrements écrits
} dans { $dir }.
nothing-to-export = Aucune partie enregistrée ne correspond.
no-such-game = Il n'y a pas de partie n° { $game } sur ce serveur.
settings-shown = Vos réglages : fuseau horaire { $zone } · { $quiet ->
    [none] pas d'heures calmes
   *[other] heures calmes { $quiet }
} · notification de votre tour { $notify ->
    [channel] dans le salon
    [dm] par message privé
    [both] dans le salon et par message privé
   *[other] selon chaque partie
} · rappels { $reminder ->
    [-1] selon chaque partie
    [0] jamais
    [one] toutes les heures
   *[other] toutes les { $reminder } heures
} · { $away ->
    [none] aucune absence prévue
   *[other] absence jusqu'au { $away }
}
settings-saved = Enregistré.
bad-time-zone = « { $text } » n'est pas un fuseau horaire que je connais : utilisez un nom comme Europe/Paris ou America/New_York (la liste s'affiche pendant la saisie).
bad-quiet = « { $text } » : indiquez les heures calmes sous la forme 22:00-08:00 (dans votre fuseau), ou off.
quiet-too-long = Les heures calmes ne peuvent pas couvrir plus de { $hours } { $hours ->
        [one] heure
       *[other] heures
    } par jour : la partie doit avancer. Choisissez une plage plus courte.
away-budget-spent = Ce serveur permet { $days } { $days ->
        [one] jour
       *[other] jours
    } d'absence sur 30 jours glissants, et il vous en reste { $left } : choisissez un jour plus proche.
bad-date = « { $text } » : indiquez une date à venir, au format 2026-12-24.
away-too-long = Ce serveur permet au plus { $days } { $days ->
        [one] jour
       *[other] jours
    } d'absence.
away-set = Absence enregistrée jusqu'au { $until } : aucun rappel, et aucun bot ne joue pour vous d'ici là (sur un serveur qui permet une absence plus courte, seulement aussi longtemps qu'il le permet). À votre retour, utilisez `{ $cmd-calcada-me-back }`.
back = Bon retour parmi nous : les rappels reprennent.
status-away = { $name } : absence jusqu'au { $until }.
status-waiting = C'est à { $name } de jouer (tour commencé { $since }).
leaderboard-header = Classement de ce serveur (parties jouées jusqu'au bout ; cote : Weng-Lin, 25 au départ) :
leaderboard-line = { $rank ->
    [0] { $name }
   *[other] { $rank }. { $name }
} · cote { $rating } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} ({ $percent } %) · { $average } points en moyenne · meilleur score { $best }
leaderboard-bots = Bots (sans cote) :
leaderboard-bot-line = { $kind } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} ({ $percent } %) · { $average } points en moyenne · meilleur score { $best }
no-leaderboard = Aucune partie n'a encore été jouée jusqu'au bout sur ce serveur.
no-stats = Aucune partie terminée sur ce serveur pour ce joueur.
stats-best = Meilleure partie : n° { $game } avec { $points } { $points ->
        [one] point
       *[other] points
    }.
stats-game = n° { $game } · { $when } · { $rank ->
    [1] 1er
   *[other] { $rank }e
} sur { $players } avec { $points } { $points ->
    [one] point
   *[other] points
}
record-attached = L'enregistrement de la partie n° { $game } est joint (format : docs/record-format.md dans le dépôt du bot).
record-running = La partie est en cours : l'enregistrement omet la graine (elle révélerait l'ordre des piles) ; exportez-le de nouveau à la fin de la partie pour le rejouer.
backup-written = { $games ->
    [one] { $games } partie sauvegardée
   *[other] { $games } parties sauvegardées
} dans { $path }.
backup-failed = Impossible de sauvegarder dans { $path } : { $error }
database-damaged = La base de données { $path } est endommagée ({ $detail }) : le bot ne démarre pas. Restaurez une sauvegarde (voir README, « Backups »).
database-damaged-backup = La base de données { $path } est endommagée ({ $detail }) : le bot ne démarre pas. La sauvegarde la plus récente est { $backup } : arrêtez le bot, copiez-la sur { $path } et redémarrez.
database-tightened = Le fichier { $path } était accessible aux autres utilisateurs (mode { $mode }). Il contient la graine de chaque partie en cours : désormais, vous seul pouvez le lire et y écrire (0600).
backups-need-sqlite = Les sauvegardes planifiées (CALCADA_BACKUP_DIR) copient un fichier SQLite. Avec PostgreSQL (DATABASE_URL), sauvegardez avec pg_dump ou avec les sauvegardes du serveur de base de données, et laissez CALCADA_BACKUP_DIR vide.
metrics-bind-failed = Le point d'écoute des métriques (CALCADA_METRICS_ADDR) ne peut pas écouter sur { $address } : { $error }. Choisissez une adresse et un port libres, ou laissez CALCADA_METRICS_ADDR vide. Le bot s'arrête.
migrate-db-done = { $games ->
    [one] { $games } partie copiée
   *[other] { $games } parties copiées
} ({ $actions } { $actions ->
    [one] action
   *[other] actions
}, { $notices } { $notices ->
    [one] message
   *[other] messages
}), avec tous les réglages, de { $from } vers { $to }. Vérifié : chaque table a autant de lignes qu'avant, et { $replayed ->
    [one] { $replayed } partie commencée se charge et se rejoue
   *[other] { $replayed } parties commencées se chargent et se rejouent
} à l'identique. Faites pointer DATABASE_URL vers { $to } et démarrez le bot.
migrate-db-failed = Impossible de copier { $from } vers { $to } : { $error }

## Slash commands as Discord shows them. Each command, option and choice has a name
## (`cmd-...`: lowercase, no spaces, at most 32 characters) and a description (`...-desc`, at
## most 100 characters). Choices (`...-choice-N`) are labels only (at most 100 characters).
## `calcada`, `calcada-me` and `calcada-admin` keep their names in every language; the commands of a turn (`turn`, `declare`...) are top-level and localised.

cmd-calcada = calcada
cmd-calcada-desc = Jouer à Calçada ou à Piazza, deux jeux de pose de tuiles

cmd-calcada-new = nouvelle
cmd-calcada-new-desc = Ouvrir une partie dans ce salon ou ce fil
cmd-calcada-new--side = côté
cmd-calcada-new--side-desc = Côté du Tableau (par défaut A)
cmd-calcada-new--side-choice-0 = A (8 quartiers)
cmd-calcada-new--side-choice-1 = B (9 quartiers)
cmd-calcada-new--players = joueurs
cmd-calcada-new--players-desc = Nombre maximal de joueurs, de 2 à 4 (par défaut 4)
cmd-calcada-new--bots = bots
cmd-calcada-new--bots-desc = Bots à installer tout de suite (niveau Normal)
cmd-calcada-new--reminder_hours = rappel_heures
cmd-calcada-new--reminder_hours-desc = Relancer un joueur qui n'a pas joué après ce nombre d'heures (par défaut 24)
cmd-calcada-new--takeover = relève
cmd-calcada-new--takeover-desc = Après ce nombre de rappels manqués, un bot joue le tour (par défaut : jamais)
cmd-calcada-new--language = langue
cmd-calcada-new--language-desc = Langue des messages publics de la partie (par défaut : celle du serveur)
cmd-calcada-new--language-choice-0 = English
cmd-calcada-new--language-choice-1 = Deutsch
cmd-calcada-new--language-choice-2 = Français
cmd-calcada-new--language-choice-3 = Magyar
cmd-calcada-new--hints = conseils
cmd-calcada-new--hints-desc = Autoriser les joueurs à demander des conseils (par défaut : oui)
cmd-calcada-new--stand_in = remplaçant
cmd-calcada-new--stand_in-desc = Le bot qui joue pour un joueur parti ou absent (par défaut Normal)
cmd-calcada-new--stand_in-choice-0 = Normal (joue pour les points immédiats)
cmd-calcada-new--stand_in-choice-1 = Difficile (anticipe)
cmd-calcada-new--stand_in-choice-2 = Facile (n'importe quel coup permis)

cmd-calcada-join = rejoindre
cmd-calcada-join-desc = Prendre un siège dans la partie de ce salon avant son début

cmd-calcada-leave = quitter
cmd-calcada-leave-desc = Quitter la partie de ce salon (si elle est en cours, un bot vous remplace)

cmd-calcada-bot = bot
cmd-calcada-bot-desc = Installer un bot (réservé au créateur de la partie, avant le début)
cmd-calcada-bot--kind = niveau
cmd-calcada-bot--kind-desc = Quel niveau (par défaut Normal)
cmd-calcada-bot--kind-choice-0 = Normal (joue pour les points immédiats)
cmd-calcada-bot--kind-choice-1 = Difficile (anticipe)
cmd-calcada-bot--kind-choice-2 = Facile (n'importe quel coup permis)

cmd-calcada-start = commencer
cmd-calcada-start-desc = Lancer la partie (réservé à son créateur)

cmd-turn = tour
cmd-turn-desc = Votre tour dans un panneau privé : choisissez, voyez l'aperçu, puis confirmez

cmd-hint = conseil
cmd-hint-desc = Une suggestion du bot Difficile pour votre tour, avec ses raisons (visible uniquement par vous)

cmd-nudge = déplacer
cmd-nudge-desc = Bonus : dépenser une tuile Bonus pour avancer un Pavé d'une case, avant d'annoncer
cmd-nudge--stone = pavé
cmd-nudge--stone-desc = Le Pavé à déplacer, choisi dans la liste : case et couleur, p. ex. 3 yellow

cmd-declare = annoncer
cmd-declare-desc = Annoncer un Pavé (les Pavés de sa case donnent votre chiffre) et l'avancer d'une case
cmd-declare--stone = pavé
cmd-declare--stone-desc = Case et couleur, p. ex. 3 yellow : seules les annonces permises sont proposées

cmd-refresh = rafraîchir
cmd-refresh-desc = Bonus : dépenser une tuile Bonus pour rafraîchir le Magasin d'une couleur
cmd-refresh--colour = couleur
cmd-refresh--colour-desc = La couleur dont le Magasin est rafraîchi
cmd-refresh--colour-choice-0 = Bleu
cmd-refresh--colour-choice-1 = Jaune
cmd-refresh--colour-choice-2 = Rouge
cmd-refresh--colour-choice-3 = Vert
cmd-refresh--colour-choice-4 = Noir

cmd-place = placer
cmd-place-desc = Placer une tuile du Magasin de la couleur annoncée sur votre Tableau
cmd-place--tile = tuile
cmd-place--tile-desc = Tuile et place, p. ex. star C4 : seuls les placements permis sont proposés

cmd-calcada-board = tableau
cmd-calcada-board-desc = Afficher un Tableau : le vôtre, ou celui d'un autre joueur (d'un bot aussi)
cmd-calcada-board--player = joueur
cmd-calcada-board--player-desc = Joueur de cette partie dont afficher le Tableau (par défaut : vous)

cmd-calcada-table = table
cmd-calcada-table-desc = Afficher le centre de la table : Carrousel, table de score, Magasin

cmd-calcada-status = état
cmd-calcada-status-desc = À qui de jouer, et les points de chacun

cmd-calcada-history = historique
cmd-calcada-history-desc = Les derniers coups de cette partie
cmd-calcada-history--last = nombre
cmd-calcada-history--last-desc = Combien de coups (par défaut 10)

cmd-calcada-results = résultats
cmd-calcada-results-desc = Les parties jouées jusqu'au bout dans ce salon, avec leurs classements

cmd-calcada-rules = règles
cmd-calcada-rules-desc = Les règles en bref

cmd-calcada-move = jouer
cmd-calcada-move-desc = Jouer un coup dans la partie de ce salon, dans sa notation
cmd-calcada-move--move = coup
cmd-calcada-move--move-desc = Votre coup, dans la liste des coups permis
cmd-calcada-options = options
cmd-calcada-options-desc = Ce que vous pouvez faire maintenant, avec des menus pour le faire

cmd-calcada-me = calcada-me
cmd-calcada-me-desc = Vos propres réglages : fuseau horaire, heures calmes, rappels, absence, notifications

cmd-calcada-me-notify = notification
cmd-calcada-me-notify-desc = Comment être prévenu que c'est votre tour
cmd-calcada-me-notify--how = où
cmd-calcada-me-notify--how-desc = Où être prévenu
cmd-calcada-me-notify--how-choice-0 = Dans le salon uniquement
cmd-calcada-me-notify--how-choice-1 = Aussi par message privé

cmd-calcada-language = langue
cmd-calcada-language-desc = Changer la langue des messages publics de cette partie (son créateur ou un admin du serveur)
cmd-calcada-language--language = langue
cmd-calcada-language--language-desc = La nouvelle langue
cmd-calcada-language--language-choice-0 = English
cmd-calcada-language--language-choice-1 = Deutsch
cmd-calcada-language--language-choice-2 = Français
cmd-calcada-language--language-choice-3 = Magyar

cmd-calcada-record = enregistrement
cmd-calcada-record-desc = L'enregistrement de la partie de ce salon, ou d'une partie listée dans les résultats, en JSON
cmd-calcada-record--game = partie
cmd-calcada-record--game-desc = Le numéro de la partie, tel que les résultats l'affichent (par défaut : celle de ce salon)

cmd-calcada-leaderboard = classement
cmd-calcada-leaderboard-desc = Le classement de ce serveur : joueurs par cote, bots à part

cmd-calcada-stats = stats
cmd-calcada-stats-desc = Les résultats d'un joueur sur ce serveur : dernières parties, meilleure partie
cmd-calcada-stats--player = joueur
cmd-calcada-stats--player-desc = Joueur dont afficher les résultats (par défaut : vous)

cmd-calcada-me-settings = réglages
cmd-calcada-me-settings-desc = Vos réglages : fuseau horaire, heures calmes, notifications, rappels
cmd-calcada-me-settings--time_zone = fuseau
cmd-calcada-me-settings--time_zone-desc = Votre fuseau horaire, p. ex. Europe/Paris (proposé pendant la saisie)
cmd-calcada-me-settings--quiet = heures_calmes
cmd-calcada-me-settings--quiet-desc = Heures calmes dans votre fuseau, p. ex. 22:00-08:00, ou off
cmd-calcada-me-settings--notify = notification
cmd-calcada-me-settings--notify-desc = Comment être prévenu que c'est votre tour
cmd-calcada-me-settings--notify-choice-0 = Dans le salon
cmd-calcada-me-settings--notify-choice-1 = Par message privé
cmd-calcada-me-settings--notify-choice-2 = Les deux
cmd-calcada-me-settings--reminder_hours = rappel_heures
cmd-calcada-me-settings--reminder_hours-desc = Heures entre vos rappels (0 : aucun)

cmd-calcada-me-away = absent
cmd-calcada-me-away-desc = Absence jusqu'à une date : aucun rappel, aucun bot ne joue pour vous
cmd-calcada-me-away--until = dernier_jour
cmd-calcada-me-away--until-desc = Votre dernier jour d'absence, p. ex. 2026-12-24

cmd-calcada-me-back = retour
cmd-calcada-me-back-desc = De retour d'absence : les rappels reprennent

cmd-calcada-end = terminer
cmd-calcada-end-desc = Terminer maintenant la partie de ce salon (son créateur ou un admin du serveur)

cmd-calcada-admin = calcada-admin
cmd-calcada-admin-desc = Gérer les parties de ce serveur (admins du serveur)

cmd-calcada-admin-list = liste
cmd-calcada-admin-list-desc = Toutes les parties de ce serveur : salon, joueurs, à qui le tour et depuis quand

cmd-calcada-admin-end = terminer
cmd-calcada-admin-end-desc = Terminer la partie de ce salon

cmd-calcada-admin-replace = remplacer
cmd-calcada-admin-replace-desc = Faire jouer désormais un bot pour un joueur dans la partie de ce salon
cmd-calcada-admin-replace--player = joueur
cmd-calcada-admin-replace--player-desc = Le joueur à remplacer
cmd-calcada-admin-replace--level = niveau
cmd-calcada-admin-replace--level-desc = Le niveau du bot (par défaut : le niveau de remplaçant de la partie)
cmd-calcada-admin-replace--level-choice-0 = Normal (joue pour les points immédiats)
cmd-calcada-admin-replace--level-choice-1 = Difficile (anticipe)
cmd-calcada-admin-replace--level-choice-2 = Facile (n'importe quel coup permis)

cmd-calcada-admin-reminder = rappel
cmd-calcada-admin-reminder-desc = L'intervalle de rappel par défaut du serveur pour les nouvelles parties
cmd-calcada-admin-reminder--hours = heures
cmd-calcada-admin-reminder--hours-desc = Nombre d'heures laissées à un joueur avant un rappel

cmd-calcada-admin-away-days = jours-absence
cmd-calcada-admin-away-days-desc = Combien de jours un joueur peut être absent
cmd-calcada-admin-away-days--days = jours
cmd-calcada-admin-away-days--days-desc = Jours, de 1 à 90 (14 par défaut)

cmd-calcada-admin-lobby-days = jours-attente
cmd-calcada-admin-lobby-days-desc = Après combien de jours une partie ouverte jamais lancée est fermée
cmd-calcada-admin-lobby-days--days = jours
cmd-calcada-admin-lobby-days--days-desc = Jours, de 1 à 90 (7 par défaut)

## A player's games and turn times
stats-speed = Temps de réponse (hors heures calmes, { $turns ->
        [one] un tour
       *[other] { $turns } tours
    }) : médiane { $median }, 90 % des tours en moins de { $p90 }.
stats-on-time = Parties jouées jusqu'au bout sans remplaçant : { $on_time } sur { $games }.
leaderboard-speed-header = Les plus rapides de ce serveur (temps de réponse médian, hors heures calmes de chacun) :
leaderboard-speed-line = { $rank }. { $name } · médiane { $median } · 90 % en moins de { $p90 } · { $turns ->
        [one] un tour
       *[other] { $turns } tours
    } · sans remplaçant dans { $on_time } { $on_time ->
        [one] partie
       *[other] parties
    } sur { $games }
span-minutes = { $minutes } min
span-hours = { $hours } h { $minutes } min
span-days = { $days } j { $hours } h
my-games-header = Vos parties sur ce serveur : { $count } ({ $waiting ->
        [0] aucune ne vous attend
        [one] une vous attend
       *[other] { $waiting } vous attendent
    }).
my-games-running = n° { $game } dans <#{ $channel }> · { $mine ->
        [true] **à vous de jouer**
       *[false] à { $turn } de jouer
    } (tour commencé { $since }) · vous : siège { $seat }, { $points } { $points ->
        [one] point
       *[other] points
    }, { NUMBER($rank, type: "ordinal") ->
        [one] { $rank }er
       *[other] { $rank }e
    } sur { $players }
my-games-lobby = n° { $game } dans <#{ $channel }> · partie ouverte, { $count } { $count ->
        [one] joueur
       *[other] joueurs
    } sur { $max } · vous : siège { $seat }
my-games-clock = · ⏱ votre temps restant : { $left }
no-my-games = Vous n'avez aucune partie en cours ou ouverte sur ce serveur.
button-my-turn = Jouer la partie n° { $game }
cmd-calcada-me-games = parties
cmd-calcada-me-games-desc = Vos parties sur ce serveur : à qui de jouer, vos points et votre rang, un bouton pour jouer
cmd-calcada-leaderboard--by = par
cmd-calcada-leaderboard--by-desc = Classer les joueurs par cote (par défaut) ou par rapidité
cmd-calcada-leaderboard--by-choice-0 = Cote
cmd-calcada-leaderboard--by-choice-1 = Rapidité (temps de réponse médian)
## replay
replay-turn = { $turn ->
        [0] Revoir la partie n° { $game } · Tour 0 sur { $turns } : le début
       *[other] Revoir la partie n° { $game } · Tour { $turn } sur { $turns }
    }
replay-latest = Voici la partie telle qu'elle est : c'est à { $name } de jouer.
replay-players-only = La partie n° { $game } est encore en cours : seuls ses joueurs peuvent la revoir. Tout le monde le pourra une fois qu'elle sera terminée.
replay-bad-button = Je n'arrive pas à lire ce bouton (il vient peut-être d'une ancienne version du bot). Revoyez la partie avec `{ $cmd-calcada-replay }`.
button-replay-start = ⏮ Début
button-replay-back = ◀ Précédent
button-replay-forward = Suivant ▶
button-replay-end = Fin ⏭
local-replay-steps = {"  "}Tours 0 à { $turns } : `replay { $back }` recule, `replay { $next }` avance, `replay N` affiche le tour N.
local-replay-first = {"  "}Tours 0 à { $turns } : `replay 1` avance, `replay N` affiche le tour N.
local-replay-last = {"  "}Tours 0 à { $turns }, voici le dernier : `replay { $back }` recule, `replay N` affiche le tour N.
cmd-calcada-replay = revoir
cmd-calcada-replay-desc = Revoir une partie tour par tour, rien que pour vous : celle de ce salon ou une autre, par son numéro
cmd-calcada-replay--game = partie
cmd-calcada-replay--game-desc = Le numéro de la partie, tel que les résultats l'affichent (par défaut : celle de ce salon)
## turn clock (issue 26)
bad-clock = Impossible : une pendule commence avec 1 à { $days } { $days ->
        [one] jour
       *[other] jours
    } et gagne 0 à { $hours } { $hours ->
        [one] heure
       *[other] heures
    } par tour ; le bonus et l'option des heures calmes demandent un temps de départ.
clock-days = { $days } j { $hours } h
clock-hours = { $hours } h
clock-minutes = { $minutes } min
clock-seat = { $name } { $left }
clock-times = ⏱ Temps restant : { $times }
clock-options = Pendule : { $bank } par joueur, { $bonus } de plus après chaque tour{ $quiet ->
        [true] , arrêtée pendant les heures calmes et les absences de chacun
       *[false] {""}
    }.
clock-ran-out = ⏱ { $name } n'a plus de temps : le bot remplaçant a joué son tour.
status-paused = ⏸ Un admin du serveur a mis en pause les parties de ce serveur : ni rappels ni remplaçants, pendules arrêtées. On peut toujours jouer.
paused = Les parties de ce serveur sont en pause : ni rappels ni remplaçants, pendules arrêtées. Les joueurs peuvent toujours jouer. Pour reprendre les parties : `{ $cmd-calcada-admin-resume }`.
already-paused = Les parties de ce serveur sont déjà en pause.
resumed = Les parties de ce serveur reprennent après { $paused } de pause ; chaque joueur dont c'est le tour a récupéré ce temps sur sa pendule.
not-paused = Les parties de ce serveur ne sont pas en pause.
cmd-calcada-new--clock_days = pendule_jours
cmd-calcada-new--clock_days-desc = Pendule : le temps de chaque joueur, en jours (par défaut : pas de pendule)
cmd-calcada-new--clock_bonus_hours = pendule_bonus_heures
cmd-calcada-new--clock_bonus_hours-desc = Pendule : heures ajoutées au temps d'un joueur après chacun de ses tours (par défaut 0)
cmd-calcada-new--clock_quiet = pendule_heures_calmes
cmd-calcada-new--clock_quiet-desc = Pendule : arrêtée pendant les heures calmes et les absences du joueur (par défaut : non)
cmd-calcada-admin-pause = pause
cmd-calcada-admin-pause-desc = Mettre en pause les parties du serveur : ni rappels ni remplaçants, pendules arrêtées
cmd-calcada-admin-resume = reprendre
cmd-calcada-admin-resume-desc = Reprendre les parties du serveur ; chaque joueur dont c'est le tour récupère le temps de pause

## bench crate
bench-moved = Les benchmarks ont déménagé dans leur propre crate : cargo run --release -p calcada-bench -- { $args }

## piazza terminal
pt-colour = { $colour ->
        [red] rouge
        [pink] rose
        [blue] bleu
       *[yellow] jaune
    }
pt-symbol = { $symbol ->
        [circle] cercle
        [triangle] triangle
        [diamond] losange
        [cross] croix
        [star] étoile
       *[heart] cœur
    }
pt-tile = { $symbol ->
        [circle] cercle
        [triangle] triangle
        [diamond] losange
        [cross] croix
        [star] étoile
       *[heart] cœur
    } { $colour ->
        [red] rouge
        [pink] rose
        [blue] { $symbol ->
            [cross] bleue
            [star] bleue
           *[other] bleu
        }
       *[yellow] jaune
    }
pt-legend = Chaque tuile s'affiche sous la forme d'une lettre de couleur et d'un symbole. Couleurs : { $colours }. Symboles : { $symbols }.
piazza-hand-text = Votre main : { $tiles }
pt-seat-count = Piazza se joue de 2 à 4 joueurs, pas à { $count } : indiquez les personnes à ce clavier avec --players et les bots avec --bots (easy, normal, hard).
pt-score-line = { $name } ({ $colours }) : { $points } { $points ->
        [one] point
       *[other] points
    }, { $hand } en main, { $pile } dans la pioche{ $finished ->
        [0] {""}
       *[other] , a posé toutes ses tuiles ({ NUMBER($finished, type: "ordinal") ->
            [one] { $finished }er
           *[other] { $finished }e
        } à le faire)
    }
pt-tiles-left = Tuiles encore à poser : { $count }.
pt-placed = { $name } a posé { $code } ({ $tile }) sur { $cell }.
pt-bracket = { $name } marque { $points } { $points ->
        [one] point
       *[other] points
    } pour l'encadrement { $from }–{ $to }.
pt-drew = { $name } pioche { $count } { $count ->
        [one] tuile
       *[other] tuiles
    }.
pt-passed = { $name } ne peut poser aucune tuile et passe son tour.
pt-finished = { $name } a posé toutes ses tuiles, { NUMBER($place, type: "ordinal") ->
        [one] { $place }er
       *[other] { $place }e
    } à le faire.
pt-game-over = La partie est finie : { $reason ->
        [blocked] plus personne ne peut poser de tuile.
       *[all_placed] toutes les tuiles sont sur la table.
    }
pt-rank-line = { $rank }. { $name } : { $points } { $points ->
        [one] point
       *[other] points
    }{ $finished ->
        [0] {""}
       *[other] {" "}({ NUMBER($finished, type: "ordinal") ->
            [one] { $finished }er
           *[other] { $finished }e
        } à avoir posé toutes ses tuiles)
    }
pt-hint = Conseil (le choix du bot Difficile) : { $words }, { $points } { $points ->
        [one] point
       *[other] points
    }.
pt-refused = Impossible : { $error }.
pt-err-game-over = cette partie est finie
pt-err-no-such-seat = il n'y a pas de siège { $seat }
pt-err-not-your-turn = c'est à { $name } de jouer
pt-err-not-in-hand = vous n'avez pas de tuile « { $tile } » en main
pt-err-same-cell = les deux tuiles seraient sur { $cell }
pt-err-cell-taken = { $cell } porte déjà une tuile
pt-err-outside-grid = une tuile sur { $cell } étendrait la piazza au-delà de 8 cases sur 8
pt-err-not-alongside = { $cell } ne touche par aucun côté une tuile de la table (un coin ne suffit pas)
pt-err-same-colour = la tuile en { $neighbour }, qui touche { $cell }, est de la même couleur
pt-err-same-symbol = la tuile en { $neighbour }, qui touche { $cell }, porte le même symbole
pt-err-two-colours = deux tuiles posées ensemble doivent former un encadrement, donc être d'une même couleur, pas { $first } et { $second }
pt-err-not-in-line = deux tuiles posées ensemble doivent former un encadrement, donc être sur une même ligne ou colonne : or { $first } et { $second } ne le sont pas
pt-err-not-a-bracket = { $first } et { $second } ne forment pas d'encadrement : la tuile en { $between }, entre les deux, est de leur couleur
pt-err-must-place = une de vos tuiles peut être posée, vous devez donc en poser une ou deux
pt-rec-malformed = ce n'est pas un enregistrement de Piazza : { $detail }
pt-rec-envelope = ce n'est pas un enregistrement de Piazza d'une version connue : format « { $format } », version { $version }, jeu « { $game } » (attendu : « calcada-record », version { $expected }, jeu « piazza »)
pt-rec-setup = les réglages de l'enregistrement ne donnent pas de partie : { $error }
pt-rec-setup-differs = les réglages et la graine donnent une autre mise en place que celle de l'enregistrement (couleurs, tuiles de départ ou premier joueur)
pt-rec-illegal = l'action { $action } (siège { $seat }, { $name }) est illégale : { $error }
pt-rec-outcome = le résultat (fin et classement) diffère de celui du rejeu
pt-rec-field = { $field ->
        [current] le siège dont c'est le tour
        [turn] les tours joués
        [passes] les tours passés d'affilée
        [seats] le nombre de sièges
        [name] le nom du siège { $seat }
        [colours] les couleurs du siège { $seat }
        [score] les points du siège { $seat }
        [hand_size] les tuiles en main du siège { $seat }
        [pile_size] les tuiles dans la pioche du siège { $seat }
       *[finished] le rang d'arrivée du siège { $seat }
    }
pt-rec-mismatch-initial = l'état initial diffère pour { $field } : l'enregistrement dit { $recorded }, le rejeu donne { $replayed }
pt-rec-mismatch = l'état après l'action { $action } diffère pour { $field } : l'enregistrement dit { $recorded }, le rejeu donne { $replayed }
pt-rec-cut-short = l'enregistrement est tronqué : il annonce des scores finaux, mais { $actions ->
        [0] il ne contient aucune action, et la partie n'est donc pas terminée
        [one] sa seule action ne termine pas la partie
       *[other] ses { $actions } actions ne terminent pas la partie
    }
pt-rec-no-final-scores = la partie se termine avec la dernière action de l'enregistrement (action { $actions }), mais il n'annonce pas de scores finaux
pt-setup-deal = il n'y a pas de donne { $deal } (cette version distribue selon la donne 1 ou 2)
pt-verified = Enregistrement de Piazza vérifié : { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }, { $actions } { $actions ->
        [one] action rejouée
       *[other] actions rejouées
    } ; chaque état enregistré, les scores finaux et le résultat concordent.
pt-verified-seal = Le sceau correspond à la graine et au sel ({ $hash }).
pt-verify-file = { $path } :
pt-record-broken = { $path } : l'enregistrement ne se rejoue pas : { $error }
pt-replay-header = Piazza, { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }, { $actions } { $actions ->
        [one] action
       *[other] actions
    }, enregistrement vérifié. La table au départ :
pt-replay-turn = — Action { $number } : { $name } —
pt-sim-header = { $games } { $games ->
        [one] partie de Piazza simulée
       *[other] parties de Piazza simulées
    } : { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }, bots { $bots }
pt-sim-moves = {"  "}coups           { $average } par partie en moyenne ; tuiles par coup : { $tiles }
pt-sim-points = {"  "}points          { $average } en moyenne, { $max } au plus
pt-sim-endings = {"  "}fins            { $all_placed } avec toutes les tuiles posées, { $blocked } { $blocked ->
        [one] bloquée
       *[other] bloquées
    }
pt-calcada-only = { $option } est une option de la simulation de Calçada, pas de celle de Piazza.
## piazza pictures
pic-piazza-turn = Tour { $turn }
pic-piazza-to-play = À { $name } de jouer
pic-piazza-tiles-left = { $hand } en main · { $pile } dans la pioche
pic-piazza-out-of-tiles = toutes ses tuiles posées
pic-piazza-finished = { $place } à avoir posé toutes ses tuiles
pic-piazza-not-finished = avait encore des tuiles
pic-piazza-neutral = Couleur neutre : chacun peut la poser
pic-piazza-bound = Les cases hachurées sont hors de la piazza de 8×8
pic-piazza-hand = Votre main
pic-piazza-your-turn = À vous : posez une tuile, ou deux tuiles d'une même couleur qui forment un encadrement
pic-piazza-panel-title = Votre main et la table
pic-piazza-preview = Aperçu : { $points ->
    [one] +{ $points } point
   *[other] +{ $points } points
}
pic-piazza-brackets = { $count ->
    [one] 1 encadrement
   *[other] { $count } encadrements
} : { $list } tuiles
pic-piazza-no-bracket = ne forme aucun encadrement
pic-piazza-tile-on = { $tile } sur { $cell }
pic-piazza-placed-one = { $name } a posé la tuile { $first }
pic-piazza-placed-two = { $name } a posé les tuiles { $first } et { $second }
pic-piazza-scored = { $points ->
    [0] Aucun point : { $brackets }
    [one] +1 point · { $brackets }
   *[other] +{ $points } points · { $brackets }
}
pic-piazza-passed = { $name } n'a pu poser aucune tuile et a passé son tour
pic-piazza-end-all-placed = Toutes les tuiles sont sur la table
pic-piazza-end-blocked = Plus personne ne pouvait poser de tuile
pic-piazza-tie-break = Égalité de points : qui a posé toutes ses tuiles le premier passe devant

## Piazza sur Discord
piazza-opened = { $creator } a ouvert une partie de Piazza (jusqu'à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    }). Rejoignez-la avec `{ $cmd-calcada-join }` ; { $creator } la lance avec `{ $cmd-calcada-start }`.
piazza-only = On joue à Piazza dans ce salon : choisissez votre coup avec `{ $cmd-piazza-place }`, ou affichez votre main avec `{ $cmd-turn }`.
piazza-hand-your-turn = Votre main et la table, rien que pour vous. Choisissez un coup avec `{ $cmd-piazza-place }` : vous le verrez avant qu'il ne soit joué.
piazza-hand-waiting = Votre main et la table, rien que pour vous. C'est à { $name } de jouer.
piazza-options-more = … et { $count ->
        [one] un autre coup, qui ne rapporte
       *[other] { $count } autres coups, dont aucun ne rapporte
    } pas plus de points.
piazza-confirm = { $preview }. Cet aperçu n'est visible que par vous : appuyez sur Confirmer pour jouer ce coup, ou choisissez-en un autre avec `{ $cmd-piazza-place }`.
piazza-choice = { $tiles } (+{ $points })
piazza-choice-pass = Passer (aucune tuile ne peut être posée)
piazza-your-turn = { $name }, c'est à vous de jouer à Piazza.

## Commands: the game to open or rank, and /piazza
cmd-calcada-new--game = jeu
cmd-calcada-new--game-desc = Quel jeu (par défaut Calçada)
cmd-calcada-new--game-choice-0 = Calçada
cmd-calcada-new--game-choice-1 = Piazza
cmd-calcada-leaderboard--game = jeu
cmd-calcada-leaderboard--game-desc = Jeu dont afficher le classement (par défaut Calçada)
cmd-calcada-leaderboard--game-choice-0 = Calçada
cmd-calcada-leaderboard--game-choice-1 = Piazza
cmd-calcada-stats--game = jeu
cmd-calcada-stats--game-desc = Jeu dont afficher les résultats (par défaut Calçada)
cmd-calcada-stats--game-choice-0 = Calçada
cmd-calcada-stats--game-choice-1 = Piazza
cmd-piazza = piazza
cmd-piazza-desc = Piazza : poser des tuiles pour former la piazza
cmd-piazza-place = poser
cmd-piazza-place-desc = Poser une tuile, ou deux qui forment un encadrement, avec un aperçu avant de confirmer
cmd-piazza-place--move = coup
cmd-piazza-place--move-desc = Votre coup, dans la liste des coups permis (les meilleurs d'abord)

## Leagues (issue 47)
league-created = La ligue { $league } est ouverte : inscrivez-vous dès maintenant. Un admin du serveur la lance, sinon elle commence à la clôture des inscriptions.
league-signed-up = Vous êtes inscrit à la ligue { $league } ({ $count } { $count ->
        [one] inscrit
       *[other] inscrits
    } pour l'instant).
league-already-signed-up = Vous êtes déjà inscrit à la ligue { $league }.
league-withdrawn = Vous avez quitté la ligue { $league }.
league-not-signed-up = Vous ne jouez pas dans la ligue { $league }.
league-signup-closed = La ligue { $league } ne prend plus d'inscriptions.
league-unknown = Ce serveur n'a pas de ligue de ce numéro.
league-bad-settings = Une ligue demande des tables de 2 à 4 joueurs, de 1 à 20 rondes (système suisse), de 1 à 30 jours par ronde, une pendule d'au plus 30 jours et des inscriptions qui se terminent dans le futur.
league-too-few = La ligue { $league } demande au moins { $needed } { $needed ->
        [one] joueur
       *[other] joueurs
    }, et { $players ->
        [one] un seul est inscrit
       *[other] { $players } sont inscrits
    }.
league-started = La ligue { $league } a commencé : la ronde 1 est appariée, { $tables } { $tables ->
        [one] table
       *[other] tables
    }.
league-not-running = La ligue { $league } n'est pas en cours.
league-paused = La ligue { $league } est en pause : aucune ronde ne se termine ni n'est appariée avant qu'un admin du serveur la reprenne.
league-resumed = La ligue { $league } reprend ; l'échéance de la ronde est repoussée de la durée de la pause.
league-ended = La ligue { $league } est terminée.
league-dropped = { $name } quitte la ligue { $league } : un bot remplaçant joue désormais à ses sièges.
league-standings-title = Ligue { $league } : classement après la ronde { $round } sur { $rounds }
league-standings-row = { $rank }. { $name } : { $points } { $points ->
        [one] point
       *[other] points
    }, { $played } { $played ->
        [one] table jouée
       *[other] tables jouées
    }, { $byes } { $byes ->
        [one] exemption
       *[other] exemptions
    }
league-standings-empty = Personne ne s'est encore inscrit à la ligue { $league }.
league-table-name = Ligue { $league } · ronde { $round } · table { $table }
league-signup-button = S'inscrire
league-withdraw-button = Se retirer
league-round-paired = Ligue { $league }, ronde { $round } sur { $rounds } : les tables sont appariées. La ronde se termine le { $deadline } ; chaque table joue dans son propre fil.
league-table-line = Table { $table } : { $players } dans { $thread }
league-byes = Exemptés de cette ronde : { $players }
league-final = La ligue { $league } est terminée. Le classement final :
league-col-rank = Rang
league-col-player = Joueur
league-col-points = Points
league-col-played = Jouées
league-col-byes = Exemptions
league-in-thread = Une ligue crée un fil pour chacune de ses tables, elle ne peut donc pas vivre dans un fil : créez-la dans le salon lui-même.

## Revanche (issue 47)

button-rematch = Revanche
rematch-accepted = Vous acceptez une revanche de la partie n° { $game }. Il manque encore : { $waiting }.
rematch-already-accepted = Vous avez déjà accepté une revanche de la partie n° { $game }. Il manque encore : { $waiting }.
rematch-opened = Tout le monde a accepté la revanche de la partie n° { $game } : elle commence maintenant sous le n° { $new }, avec les mêmes sièges, les mêmes réglages et une nouvelle graine.
rematch-already-open = La revanche de la partie n° { $game } a déjà commencé : c'est la partie n° { $new }.
rematch-lapsed = L'offre de revanche de la partie n° { $game } a expiré : elle vaut un jour après la fin de la partie.
rematch-lapsed-notice = L'offre de revanche de la partie n° { $game } a expiré : tous les joueurs ne l'ont pas acceptée dans la journée.
rematch-not-player = Seuls les joueurs de la partie n° { $game } peuvent accepter sa revanche.
rematch-not-over = La partie n° { $game } n'est pas terminée : la revanche est proposée à la fin de la partie.
rematch-ended-early = La partie n° { $game } a été arrêtée avant la fin : une revanche n'est proposée qu'après une partie terminée.
rematch-league-game = La partie #{ $game } était une table de ligue : la ligue apparie les prochaines parties de ses joueurs, elle n'a donc pas de revanche.
rematch-unknown = Ce bouton Revanche ne correspond à aucune partie de ce salon : rien n'a été modifié.
rematch-channel-busy = Il y a déjà une partie dans ce salon (n° { $other }) : la revanche de la partie n° { $game } ne peut pas commencer. Votre accord reste valable : appuyez de nouveau sur Revanche quand cette partie sera terminée, dans la journée qui suit la fin de la partie n° { $game }.

## a game in its own thread (issue 47)
permission-create-public-threads = Créer des fils publics
permission-create-private-threads = Créer des fils privés
permission-manage-threads = Gérer les fils
thread-name = { $game } · { $names }
thread-opened = Une partie est ouverte dans { $thread } : appuyez sur « Rejoindre » pour y prendre place. Ses tours, ses mentions et ses rappels arrivent tous dans le fil.
thread-join-button = Rejoindre
thread-joined = Vous avez une place dans la partie de { $thread }.
thread-join-failed = Vous avez une place dans la partie, mais Discord ne vous a pas ajouté à { $thread } à l'instant. Appuyez de nouveau sur « Rejoindre » dans un moment : cela vous ajoute au fil.
thread-failed = Discord n'a pas créé le fil de la partie à l'instant, donc rien n'a été ouvert. Réessayez dans un moment.
thread-in-thread = Je ne peux pas ouvrir un fil dans un fil : utilisez cette option dans le salon lui-même, ou ouvrez la partie ici sans elle.
cmd-calcada-new--thread = fil
cmd-calcada-new--thread-desc = Ouvrir la partie dans un nouveau fil de ce salon, public ou privé (par défaut : ici)
cmd-calcada-new--thread-choice-0 = Fil public
cmd-calcada-new--thread-choice-1 = Fil privé (ses joueurs seulement)

## /calcada-league (issue 47)
cmd-calcada-league = calcada-league
cmd-calcada-league-desc = Ligues du serveur : tables appariées par rondes, classement tenu
cmd-calcada-league-create = creer
cmd-calcada-league-create-desc = Créer une ligue dans ce salon, ouverte aux inscriptions (admins du serveur)
cmd-calcada-league-create--players = joueurs
cmd-calcada-league-create--players-desc = Joueurs à chaque table (2 à 4)
cmd-calcada-league-create--format = format
cmd-calcada-league-create--format-desc = Chacun rencontre chacun une fois, ou système suisse selon le classement
cmd-calcada-league-create--format-choice-0 = Toutes rondes
cmd-calcada-league-create--format-choice-1 = Système suisse
cmd-calcada-league-create--game = jeu
cmd-calcada-league-create--game-desc = Le jeu des tables (par défaut Calçada)
cmd-calcada-league-create--game-choice-0 = Calçada
cmd-calcada-league-create--game-choice-1 = Piazza
cmd-calcada-league-create--rounds = rondes
cmd-calcada-league-create--rounds-desc = Système suisse : nombre de rondes (par défaut 3)
cmd-calcada-league-create--round_days = jours_ronde
cmd-calcada-league-create--round_days-desc = Jours que dure chaque ronde (par défaut 7)
cmd-calcada-league-create--clock_days = pendule_jours
cmd-calcada-league-create--clock_days-desc = Pendule des parties de la ligue, en jours (par défaut : pas de pendule)
cmd-calcada-league-create--signup_days = jours_inscription
cmd-calcada-league-create--signup_days-desc = Les inscriptions se ferment après ce nombre de jours (par défaut : un admin du serveur)
cmd-calcada-league-signup = inscription
cmd-calcada-league-signup-desc = S'inscrire à une ligue
cmd-calcada-league-signup--league = ligue
cmd-calcada-league-signup--league-desc = Le numéro de la ligue (#3 est 3)
cmd-calcada-league-withdraw = retrait
cmd-calcada-league-withdraw-desc = Quitter une ligue (après son début, un bot remplaçant joue vos sièges)
cmd-calcada-league-withdraw--league = ligue
cmd-calcada-league-withdraw--league-desc = Le numéro de la ligue (#3 est 3)
cmd-calcada-league-start = lancer
cmd-calcada-league-start-desc = Clore les inscriptions et apparier la première ronde (admins du serveur)
cmd-calcada-league-start--league = ligue
cmd-calcada-league-start--league-desc = Le numéro de la ligue (#3 est 3)
cmd-calcada-league-standings = classement
cmd-calcada-league-standings-desc = Le classement d'une ligue, en image et en texte
cmd-calcada-league-standings--league = ligue
cmd-calcada-league-standings--league-desc = Le numéro de la ligue (#3 est 3)
cmd-calcada-league-drop = exclure
cmd-calcada-league-drop-desc = Retirer un joueur d'une ligue : un bot remplaçant joue ses sièges (admins)
cmd-calcada-league-drop--league = ligue
cmd-calcada-league-drop--league-desc = Le numéro de la ligue (#3 est 3)
cmd-calcada-league-drop--player = joueur
cmd-calcada-league-drop--player-desc = Le joueur à retirer
cmd-calcada-league-pause = pause
cmd-calcada-league-pause-desc = Mettre une ligue en pause : aucune ronde ne finit ni n'est appariée (admins)
cmd-calcada-league-pause--league = ligue
cmd-calcada-league-pause--league-desc = Le numéro de la ligue (#3 est 3)
cmd-calcada-league-resume = reprendre
cmd-calcada-league-resume-desc = Reprendre une ligue en pause (admins du serveur)
cmd-calcada-league-resume--league = ligue
cmd-calcada-league-resume--league-desc = Le numéro de la ligue (#3 est 3)
cmd-calcada-league-end = terminer
cmd-calcada-league-end-desc = Terminer une ligue maintenant : son classement est définitif (admins)
cmd-calcada-league-end--league = ligue
cmd-calcada-league-end--league-desc = Le numéro de la ligue (#3 est 3)

## /raffle (src/features/raffle). Dans le groupe, dans la langue du groupe, sans chiffres d'aucun compte ;
## réponses aux boutons et notes privées dans la langue de la personne.

raffle-usage =
    🎟 <code>/raffle 21000 3 1h</code> partage 21 000 sat de ton compte entre 3 gagnants tirés dans une heure parmi les membres qui appuient sur Participer (au plus { $max } gagnants, tirage dans { $days } jours au plus).
    Des conditions peuvent suivre : <code>member:7d</code> (connu ici depuis 7 jours), <code>active:14d</code> (a écrit ici depuis 14 jours), <code>channel:@nom</code>, <code>premium</code>, <code>captcha</code>. Puis une note.
raffle-in-private = 🎟 /raffle fonctionne dans les groupes : envoie <code>/raffle 21000 3 1h</code> là-bas.
raffle-anonymous = Une tombola est payée depuis le compte d'un membre : écris en ton nom (pas au nom du groupe ni d'une chaîne) pour en lancer une.
raffle-bad-winners = 🎟 Une tombola a de 1 à { $max } gagnants.
raffle-bad-duration = 🎟 Le tirage doit avoir lieu dans { $min } minute au moins et { $days } jours au plus : par exemple <code>30m</code>, <code>2h</code> ou <code>1d</code>.
raffle-share-too-small = 🎟 { $total } ne se partage pas entre { $count } gagnants : chacun doit recevoir au moins 1 sat. Essaie plus de sat ou moins de gagnants.
raffle-share-too-large = 🎟 La part de chaque gagnant doit être d'au plus { $max } : essaie moins de sat ou plus de gagnants.
raffle-description = tombola dans { $chat }
raffle-duration = { $days ->
        [0] {""}
        [one] 1 jour{" "}
       *[other] { $days } jours{" "}
    }{ $hours ->
        [0] {""}
        [one] 1 heure{" "}
       *[other] { $hours } heures{" "}
    }{ $minutes ->
        [0] {""}
        [one] 1 minute
       *[other] { $minutes } minutes
    }

raffle-confirm =
    🎟 { $creator }, lancer une tombola ? <b>{ $total }</b> de ton compte : { $count } × { $share }, tirés dans { $duration } parmi les membres qui appuient sur Participer.
    Les gagnants sans compte reçoivent une promesse, payée depuis ton compte quand ils la réclament.
raffle-confirm-remainder = Le reste du partage inégal reste chez toi.
raffle-start-label = 🎟 Lancer
raffle-note = 📝 { $note }
raffle-cancelled = 🚫 Tombola annulée. Rien n'a été envoyé.

raffle-card = 🎟 Tombola de <b>{ $creator }</b> : { $count ->
        [one] 1 gagnant reçoit { $share }
       *[other] { $count } gagnants reçoivent { $share } chacun
    }
raffle-card-draw = ⏰ Tirage : { $when }
raffle-card-entrants = 👥 { $count ->
        [0] Personne ne participe encore.
        [one] 1 participant
       *[other] { $count } participants
    }
raffle-card-commitment = 🔒 Engagement : <code>{ $commitment }</code>
raffle-enter-label = 🎟 Participer
raffle-end-label = Annuler la tombola
raffle-card-cancelled = 🚫 { $creator } a annulé la tombola avant le tirage. Rien n'a été envoyé.
raffle-card-void = 🚫 La tombola est nulle : le compte de { $creator } n'est plus connecté. Rien n'a été envoyé ; les participants ({ $count }) ne gagnent rien cette fois.
raffle-card-drawn = 🎲 Tirée le { $when }.
raffle-card-drawn-late = 🎲 Tirée en retard, le { $when } : je ne tournais pas à l'heure du tirage.
raffle-card-no-entrants = Personne n'a participé : rien n'a été envoyé.
raffle-paid-line = ✅ Payés : { $names }
raffle-pledged-line = 🤝 Promis, pas encore de compte — touche ton nom pour réclamer : { $names }
raffle-pending-line = ⏳ Envoi en cours : { $names }
raffle-failed-line = ❌ Paiement impossible : { $names }
raffle-unknown-line = ❓ Issue inconnue, pas de nouvel essai : { $names }
raffle-not-sent-line = 🚫 Non payés : { $names }
raffle-card-fewer = Moins de participants que de gagnants : { $count ->
        [one] 1 part reste
       *[other] { $count } parts restent
    } à la personne qui l'a lancée.
raffle-stopped-payer-out = 🛑 Les paiements se sont arrêtés : les fonds ou limites de { $creator } sont épuisés.
raffle-stopped-unknown = 🛑 Les paiements se sont arrêtés après une issue inconnue ; rien n'est retenté.
raffle-card-seed = 🔓 Graine : <code>{ $seed }</code> (son SHA-256 est l'engagement <code>{ $commitment }</code>)
raffle-card-cutoff = 🧮 Le HMAC-SHA256(graine, id utilisateur) de chaque gagnant vaut au plus <code>{ $cutoff }…</code> ; celui des autres est au-dessus.

raffle-answer-started = 🎟 La tombola est ouverte.
raffle-answer-decided = Cette tombola a déjà été lancée ou annulée.
raffle-answer-stale = Cette tombola n'est plus ouverte.
raffle-answer-entered = 🎟 Tu participes ({ $count ->
        [one] 1 participant
       *[other] { $count } participants
    }).
raffle-answer-already = Tu participes déjà ({ $count ->
        [one] 1 participant
       *[other] { $count } participants
    }).
raffle-answer-closed = Participation close : la tombola a été tirée ou annulée.
raffle-answer-own = Tu ne peux pas participer à ta propre tombola.
raffle-answer-only-creator = Seule la personne qui a lancé la tombola peut l'annuler.
raffle-answer-drawn = Trop tard : cette tombola a déjà été tirée ou annulée.
raffle-answer-cancelled = Tombola annulée. Rien n'a été envoyé.


raffle-void-note = 🚫 Ta tombola dans { $where } était nulle au tirage : ton compte n'est plus connecté, donc rien n'a été envoyé.
raffle-stopped-note =
    🛑 Ta tombola dans { $where } s'est arrêtée après { $paid } gagnants sur { $count } : un paiement n'a pas pu partir de ton compte.
    { $reason }

## /split (src/features/split) : la carte parle la langue du groupe et montre qui a payé, jamais de solde.

split-usage = 🧾 Partager une addition : <code>/split 60000 @ann @bob Pizza</code> (tu comptes pour une part, et n’en paies aucune), <code>@ann=20000</code> pour une part à part, <code>--all</code> pour ne facturer que les membres nommés, ou <code>/split 60000 4 Pizza</code> pour 4 parts que prennent les premiers membres qui appuient. Aussi en réponse : l’auteur du message paie aussi.
split-in-private = 🧾 /split fonctionne dans les groupes : <code>/split 60000 @ann @bob Pizza</code> y partage une addition entre les membres nommés.
split-anonymous = 🧾 Une addition est payée sur le compte de son organisateur : écris en ton nom (pas au nom du groupe ou d’une chaîne) pour en partager une.
split-organiser-no-account = 🧾 Les parts d’une addition sont payées sur ton compte, et tu n’en as pas encore connecté : connecte-en un dans notre chat privé, puis partage l’addition à nouveau.
split-connect-button = Connecter un compte
split-bad-share = 🧾 Je ne peux pas lire { $word } comme une part : écris-la <code>@ann=20000</code>.
split-too-many = 🧾 Une addition se partage entre { $max } membres au plus.
split-too-small = 🧾 { $total } ne peut pas être partagé ainsi : chaque part doit faire au moins 1 sat.
split-custom-over = 🧾 Les parts écrites font plus que { $total }.
split-custom-mismatch = 🧾 Avec <code>--all</code> et toutes les parts écrites, elles doivent faire { $total } ; elles font { $sum }.
split-description = { $note } (addition dans { $chat })
split-description-no-note = addition dans { $chat }

split-card = 🧾 <b>{ $what }</b> : { $total }, pour { $organiser }
split-card-no-note = Addition
split-card-total-fiat = { $total } ({ $fiat })
split-card-organiser-share = Part de { $organiser } : { $share }
split-card-paid = ✅ { $name } : { $share }
split-card-owed = ⏳ { $name } : { $share }
split-card-out = 🚪 { $name } : ne participe pas
split-card-open-left = 🙋 { $count ->
    [one] Il reste une part
   *[other] Il reste { $count } parts
} de { $share } : appuie sur Payer ma part pour en prendre une.
split-card-settled = Réglée ✓
split-card-closed = Fermée : { $paid } sur { $count } payées.
split-card-closed-invoices = Les factures déjà données peuvent encore être payées jusqu’à leur expiration, dans l’heure.
split-card-frozen = ⛔ Arrêtée : le compte de { $organiser } n’est plus connecté. { $paid } sur { $count } payées.
split-button-pay = 💸 Payer ma part
split-button-out = 🚪 Je ne participe pas
split-button-close = 🔒 Fermer (organisateur)

split-answer-gone = Cette addition n’est plus conservée.
split-answer-not-named = Cette addition est partagée entre les membres qu’elle nomme : tu n’en fais pas partie.
split-answer-full = Toutes les parts de cette addition sont prises.
split-answer-own-bill = Tu as organisé cette addition : ta propre part n’est pas facturée.
split-answer-already-paid = ✅ Ta part est payée.
split-answer-confirm-sent = Je t’ai envoyé ta part à confirmer dans notre chat privé.
split-answer-qr-sent = Je t’ai envoyé la facture de ta part dans notre chat privé.
split-answer-in-doubt = Le paiement de ta part est en cours ou son issue est inconnue : il n’est pas retenté. Vois /history.
split-answer-settled = Cette addition est réglée.
split-answer-closed = Cette addition est fermée.
split-answer-closed-now = 🔒 Addition fermée.
split-answer-frozen = Cette addition est arrêtée : le compte de son organisateur n’est plus connecté. Rien n’a été payé.
split-answer-invoice-failed = Je n’ai pas pu créer la facture de ta part pour l’instant : réessaie dans un moment.
split-answer-out = 🚪 Tu ne participes plus à cette addition.
split-answer-not-organiser = Seul·e { $organiser } peut fermer cette addition.
split-answer-open-private = Ouvre notre chat privé et appuie de nouveau sur Payer ma part.
split-refused-over-daily = Ta part dépasse ce que tu peux encore envoyer aujourd’hui ({ $remaining }).
split-refused-over-per-payment = Ta part dépasse la limite de { $limit } par paiement.
split-refused-funds = Ton compte ne peut pas payer cette part : { $spendable } peuvent être dépensés.
split-refused-failed = Ta part n’a pas été payée : { $reason }

split-confirm-summary = 🧾 Payer ta part de <b>{ $what }</b> dans { $chat } : <b>{ $amount }</b> à { $organiser }, depuis ton compte ?
split-what = part de { $amount } à { $organiser }
split-confirm-label = ✅ Payer ma part
split-outcome-sent = ✅ Tu as payé ta part de <b>{ $what }</b> : { $amount } à { $organiser }.
split-outcome-cancelled = 🚫 Ta part de { $amount } à { $organiser } n’a pas été payée.
split-outcome-not-sent = ❌ Ta part de { $amount } à { $organiser } n’a pas été payée
split-outcome-unknown = ❓ Ta part de { $amount } à { $organiser } : issue inconnue — pas retentée.
split-outcome-closed = 🔒 Cette addition est fermée, ou ta part était déjà payée. Rien n’a été payé.
split-qr = 🧾 Ta part de <b>{ $what }</b> dans { $chat } : <b>{ $share }</b> à { $organiser }. Paie cette facture depuis n’importe quel portefeuille lightning :
split-qr-expires = Elle expire dans { $minutes } min.
split-qr-connect = Ou connecte ton compte, et Payer ma part la paie depuis celui-ci.

split-summary-settled = 🧾 <b>{ $what }</b> dans { $where } est réglée : les { $count } parts payées, { $paidSat } en tout.
split-summary-closed = 🧾 <b>{ $what }</b> dans { $where } est fermée : { $paid } parts sur { $count } payées, { $paidSat } sur { $billedSat }.
split-summary-unpaid = Pas payé : { $names }.
split-summary-late = 🧾 { $name } a payé sa part de <b>{ $what }</b> dans { $where } après la fin de l’addition : { $share }. Désormais { $paid } sur { $count } payées.
split-frozen-note = 🧾 L’addition <b>{ $what }</b> de { $organiser } dans { $where } est arrêtée : son compte n’est plus connecté, ta part ne peut donc plus être payée par mon intermédiaire. Rien ne t’a été prélevé.

chipin-usage = 🤝 Cagnotte tout ou rien : <code>/chipin 100000 @dev 10 by 3d Laptop</code> — quand 10 membres se sont engagés (avant l’échéance : <code>by 12h</code>, <code>by 3d</code> ; un jour si rien n’est écrit), chacun paie 10 000 sat à @dev depuis son propre compte. Sans 10, rien ne bouge.
chipin-in-private = 🤝 /chipin fonctionne dans les groupes : <code>/chipin 100000 @dev 10 Laptop</code> y réunit 10 membres pour payer @dev ensemble.
chipin-payee-unknown = 🤝 Je ne peux pas payer @{ $username } : je ne l’ai pas vu, ou il ne peut pas encore recevoir (ni compte ni adresse lightning).
chipin-bad-count = 🤝 Une cagnotte demande de 1 à { $max } membres, et chaque part au moins 1 sat.
chipin-no-note = Cagnotte
chipin-card = 🤝 <b>{ $what }</b> pour { $payee } : { $count } × { $share }, tout ou rien
chipin-card-committed = Engagés : { $committed } sur { $count }.
chipin-card-deadline = ⏳ Jusqu’au { $deadline } (UTC). Rien ne bouge avant que l’objectif soit atteint.
chipin-card-running = 💸 Objectif atteint : les paiements partent.
chipin-card-done = ✅ Objectif atteint : { $paid } sur { $count } payés.
chipin-card-failed = ❌ Pas payé : { $names } (Payer ma part réessaie).
chipin-card-unknown = ❓ Issue inconnue, pas retentée : { $names }
chipin-card-expired = ⌛ L’échéance est passée sans assez de membres : rien n’a bougé.
chipin-button-commit = 🤝 M’engager
chipin-button-withdraw = ↩️ Me retirer
chipin-button-pay = 💸 Payer ma part
chipin-answer-gone = Cette cagnotte n’est plus conservée.
chipin-answer-not-committed = Tu ne t’es pas engagé·e dans cette cagnotte.
chipin-answer-too-late = Cette cagnotte ne prend plus d’engagements.
chipin-answer-withdrawn = ↩️ Ton engagement est retiré.
chipin-answer-paid = ✅ Ta part est payée.
chipin-answer-committed = Tu t’es déjà engagé·e.
chipin-answer-committed-now = 🤝 Tu en es. Rien ne bouge tant que l’objectif n’est pas atteint.
chipin-answer-own = Cette cagnotte est pour toi : tu ne peux pas t’y engager.
chipin-answer-cannot = Ton compte ne peut pas engager { $amount } maintenant (pas de compte, une limite ou ses fonds) : vois notre chat privé.
chipin-answer-cannot-plain = Ton compte n’est pas connecté : connecte-le d’abord dans notre chat privé.
chipin-answer-confirm-sent = Je t’ai envoyé l’engagement à confirmer dans notre chat privé.
chipin-answer-failed-again = Ta part n’a pas été payée cette fois non plus : rien n’a été prélevé. Vois notre chat privé.
chipin-confirm = 🤝 T’engager pour <b>{ $what }</b> dans { $chat } ? Quand { $count } membres se seront engagés, <b>{ $amount }</b> part de ton compte vers { $payee }. D’ici là rien ne bouge, et tu peux te retirer.
chipin-confirm-label = 🤝 M’engager
chipin-expired-note = ⌛ <b>{ $what }</b> dans { $chat } n’a pas atteint son objectif ({ $committed } engagés sur { $count }) : rien n’a bougé.
chipin-end-note = 🤝 <b>{ $what }</b> dans { $chat } a atteint son objectif : { $paid } sur { $count } ont payé { $payee }, { $amount } en tout.
chipin-end-failed = Pas payé : { $names }.
chipin-failed-note = ❌ Ta part de { $amount } à { $payee } ({ $chat }) n’a pas été payée : { $reason }. Rien n’a été prélevé ; appuie sur Payer ma part sur la carte pour réessayer.
chipin-reason-no-account = ton compte n’est plus celui avec lequel tu t’es engagé·e
chipin-reason-refused = il a été refusé
chipin-late-note = 🤝 { $name } a payé sa part de { $amount } ({ $chat }) au second essai.

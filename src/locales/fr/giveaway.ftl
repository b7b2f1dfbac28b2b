## /giveaway (fr): see en/giveaway.ftl for what each text is for.

giveaway-usage = 🎁 Lancez un giveaway avec <code>/giveaway 1000 5</code> : les 5 premiers membres qui appuient sur Réclamer reçoivent 200 sat chacun, depuis votre compte. Une note peut suivre.
giveaway-ambiguous = 🎁 Cela peut se lire de plusieurs façons : une espace sépare aussi les milliers (1 500 = 1500). Écrivez le total sans espace, puis le nombre de membres : <code>/giveaway 1500 5</code> (1500 sat pour 5 membres).
giveaway-in-private = 🎁 /giveaway fonctionne dans les groupes : envoyez-y <code>/giveaway 1000 5</code>, et les 5 premiers membres qui appuient sur Réclamer reçoivent 200 sat chacun.
giveaway-anonymous = Les giveaways viennent du compte d'un membre : écrivez en votre nom (pas au nom du groupe ou d'une chaîne) pour en lancer un.
giveaway-too-many = 🎁 Un giveaway paie au plus { $max } membres. Essayez un nombre plus petit.
giveaway-share-too-small = 🎁 { $total } ne peut pas être partagé entre { $count } membres : chacun doit recevoir au moins 1 sat. Essayez un total plus grand ou moins de membres.
giveaway-description = giveaway dans { $chat }
giveaway-confirm =
    🎁 { $creator }, lancer un giveaway ? Jusqu'à <b>{ $total }</b> depuis votre compte : { $count } × { $share }, payés aux { $count } premiers membres qui appuient sur Réclamer.
    Rien ne quitte votre compte avant qu'on réclame.
giveaway-confirm-remainder = Le reste du partage inégal reste chez vous.
giveaway-confirm-label = ✅ Confirmer
giveaway-cancelled = 🚫 Giveaway annulé. Rien n'a quitté aucun compte.
giveaway-card = 🎁 <b>Giveaway</b> de { $creator } : <b>{ $share }</b> chacun pour les { $count } premiers membres.
giveaway-card-open = Appuyez sur Réclamer pour recevoir le vôtre.
giveaway-note = 📝 { $note }
giveaway-claims-none = Personne n'a encore réclamé.
giveaway-claims = Réclamé { $claimed } sur { $count } : { $names }
giveaway-more-claimers = { $count } de plus
giveaway-claim-button = 🎁 Réclamer
giveaway-end-button = Terminer
giveaway-ended-completed = ✅ Les { $count } parts sont réclamées : le giveaway est terminé.
giveaway-ended-expired = ⌛ Le giveaway est terminé : son temps est écoulé. Les parts non réclamées n'ont jamais quitté le compte de { $creator }.
giveaway-ended-by-creator = 🛑 { $creator } a terminé le giveaway. Les parts non réclamées n'ont jamais quitté son compte.
giveaway-ended-payer-out = 🛑 Le giveaway est terminé : les fonds ou limites de { $creator } sont épuisés. Les parts pas encore réclamées ne seront pas payées.
giveaway-ended-account-changed = 🛑 Le giveaway est terminé : { $creator } a changé le compte qui le payait.
giveaway-answer-posted = 🎁 Votre giveaway est publié.
giveaway-answer-decided = Ce giveaway a déjà été confirmé ou annulé.
giveaway-answer-stale = Cette question a expiré : renvoyez /giveaway.
giveaway-answer-paid = 🎁 Vous avez reçu { $amount } !
giveaway-answer-paid-test = 🎁 Vous avez reçu { $amount } (argent de test) !
giveaway-answer-already = Vous avez déjà réclamé votre part de ce giveaway.
giveaway-answer-unknown = ❓ Votre part a été envoyée mais son issue est inconnue. Elle n'est pas retentée : consultez /balance dans notre chat privé pour voir si elle est arrivée.
giveaway-answer-busy = Votre part est en cours de paiement.
giveaway-answer-wait = ⏳ Un instant : votre demande est en cours de traitement. La carte indique qui a reçu une part.
giveaway-answer-all-taken = Trop tard : toutes les parts sont prises.
giveaway-answer-ended = Ce giveaway est terminé.
giveaway-answer-gone = Ce giveaway n'est plus disponible.
giveaway-answer-own = Vous ne pouvez pas réclamer votre propre giveaway.
giveaway-answer-no-route = Configurez la réception dans notre chat privé, puis appuyez de nouveau sur Réclamer : votre part vous attend tant qu'il en reste.
giveaway-answer-payer-out = Les fonds ou limites du giveaway sont épuisés : rien ne vous a été payé.
giveaway-answer-not-paid = Votre part n'a pas pu être payée sur votre compte ou adresse. Rien n'a été pris : réessayez plus tard.
giveaway-answer-end-not-yours = Seul le membre qui a lancé ce giveaway peut le terminer.
giveaway-answer-you-ended = Giveaway terminé. Les parts non réclamées restent sur votre compte.
giveaway-payer-out-note =
    🛑 Votre giveaway dans { $where } est terminé : une part de { $share } n'a pas pu être payée depuis votre compte.
    { $reason }

giveaway-share-unknown-note = ❓ Votre part du giveaway dans { $where } ({ $share }) était en cours d'envoi quand le bot a été interrompu. Son résultat est inconnu et elle n'est <b>pas</b> renvoyée : vérifiez votre solde pour voir si elle est arrivée.
giveaway-share-unknown-creator = ❓ Une part de votre giveaway dans { $where } ({ $share } pour { $claimer }) était en cours d'envoi quand le bot a été interrompu. Son résultat est inconnu et elle n'est <b>pas</b> renvoyée : vérifiez /balance et /history. La part reste prise.
giveaway-share-carried-note = 🎁 Vous avez reçu { $share } du giveaway dans { $where }. Le bot a redémarré pendant l’envoi ; il a été envoyé une seule fois.

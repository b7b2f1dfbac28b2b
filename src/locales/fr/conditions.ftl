## Conditions des tombolas, giveaways et pluies (src/chat/flows/conditions.ts).

condition-bad = Je ne comprends pas la condition <code>{ $word }</code>. Conditions : <code>member:7d</code>, <code>active:14d</code>, <code>channel:@nom</code>, <code>premium</code>, <code>captcha</code>.
condition-channel-not-admin = Je ne vois pas qui est dans @{ $channel } : nomme-moi administrateur là-bas, puis renvoie la commande.
condition-member = • connu dans ce groupe depuis { $days } jours ou plus
condition-active = • a écrit ici ces { $days } derniers jours
condition-channel = • membre de @{ $channel }
condition-premium = • Telegram Premium
condition-captcha = • d'abord une vérification rapide en privé
condition-refused-premium = C'est réservé aux membres Telegram Premium.
condition-refused-member = C'est réservé aux membres que je connais dans ce groupe depuis { $days } jours ou plus.
condition-refused-active = C'est réservé aux membres qui ont écrit dans ce groupe ces { $days } derniers jours.
condition-refused-channel = C'est réservé aux membres de @{ $channel } : rejoins-le, puis appuie de nouveau.
condition-captcha-not-here = Un captcha demande un bouton que chacun presse : une pluie n'en a pas, elle ne prend donc pas <code>captcha</code>.

captcha-ask = 🎟 Pour participer dans <b>{ $chat }</b>, touche { $emoji }.
captcha-wrong = Pas celui-là : réessaie.
captcha-failed = Ce n'était pas ça. Appuie de nouveau sur le bouton de la carte pour réessayer.
captcha-over = Cette vérification est terminée : la carte concernée est close.
captcha-passed = ✅ Vérification réussie.
captcha-press-again = ✅ Vérification réussie. Retourne dans <b>{ $chat }</b> et appuie de nouveau sur le bouton.

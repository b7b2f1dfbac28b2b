## Syarat undian, giveaway dan hujan (src/chat/flows/conditions.ts).

condition-bad = Aku tidak mengerti syarat <code>{ $word }</code>. Syarat: <code>member:7d</code>, <code>active:14d</code>, <code>channel:@nama</code>, <code>premium</code>, <code>captcha</code>.
condition-channel-not-admin = Aku tidak bisa melihat siapa yang ada di @{ $channel }: jadikan aku admin di sana, lalu kirim perintahnya lagi.
condition-member = • dikenal di grup ini sejak { $days } hari atau lebih
condition-active = • menulis di sini dalam { $days } hari terakhir
condition-channel = • anggota @{ $channel }
condition-premium = • Telegram Premium
condition-captcha = • pemeriksaan singkat di chat pribadi lebih dulu
condition-refused-premium = Ini untuk anggota Telegram Premium.
condition-refused-member = Ini untuk anggota yang kukenal di grup ini sejak { $days } hari atau lebih.
condition-refused-active = Ini untuk anggota yang menulis di grup ini dalam { $days } hari terakhir.
condition-refused-channel = Ini untuk anggota @{ $channel }: bergabunglah, lalu tekan lagi.
condition-captcha-not-here = Captcha butuh tombol yang ditekan tiap orang: hujan tidak punya, jadi tidak bisa memakai <code>captcha</code>.

captcha-ask = 🎟 Untuk ikut di <b>{ $chat }</b>, ketuk { $emoji }.
captcha-wrong = Bukan yang itu: coba lagi.
captcha-failed = Bukan itu. Tekan tombol di kartu lagi untuk mencoba lagi.
captcha-over = Pemeriksaan ini sudah selesai: kartunya sudah berakhir.
captcha-passed = ✅ Lolos pemeriksaan.
captcha-press-again = ✅ Lolos pemeriksaan. Kembali ke <b>{ $chat }</b> dan tekan tombolnya lagi.

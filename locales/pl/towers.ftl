### towers: katalog komunikatów po polsku. Źródłem jest locales/en/towers.ftl.
### Warcaby: pionek, damka, bicie, bicie obowiązkowe, zasada większości, wieża (Bashni),
### kolumna (Lasca; żołnierz i oficer).

## Nazwy gier

variant-bashni = Bashni
variant-lasca = Lasca
variant-russian = Warcaby rosyjskie
variant-brazilian = Warcaby brazylijskie
variant-kurnik = Warcaby klasyczne (kurnik)
variant-international = Warcaby międzynarodowe
variant-canadian = Warcaby kanadyjskie
variant-english = Warcaby angielskie

## /pomoc

help-text = **towers**: warcaby na Discordzie — Bashni, Lasca i sześć innych gier.
    __**Gra**__
    • `/challenge`: wyzwij kogoś, mnie (bota) albo nikogo (przyjąć może każdy na kanale); odpowiedź to `/accept` lub `/decline`.
    • `/move` wykonuje ruch (Discord podpowiada dozwolone ruchy w trakcie pisania); `/board` pokazuje planszę; `/side` ją obraca.
    • `/resign` (poddanie), `/draw` (propozycja lub przyjęcie remisu), `/takeback` (cofnięcie ostatniego ruchu, jeśli przeciwnik się zgodzi), `/claim` (wygrana, gdy przeciwnikowi skończył się czas), `/hint` (podpowiedź w grze z botem).
    __**Partie i gracze**__
    • `/pdn` eksportuje partię, `/replay` ją animuje, `/games` wypisuje zakończone partie.
    • `/rating`, `/leaderboard`, `/stats`: rankingi i wyniki na tym serwerze.
    • `/settings` pokazuje ustawienia serwera; `/configure` je zmienia (uprawnienie „Zarządzanie serwerem”).
    • `/{ cmd-rules-name }` objaśnia zasady gry.
    __**Ruchy**__
    • Bashni, warcaby rosyjskie: `c3-d4`; przy biciu podaj każde pole lądowania: `c3:e5:g3`.
    • Lasca, warcaby brazylijskie, kurnik: `c3-d4`; bicia z `x`: `c3xe5xg7`.
    • Warcaby międzynarodowe, kanadyjskie, angielskie: numery pól, `11-15`; bicia z `x`: `26x17`.

## Pozostałe wybory opcji

choice-white = białe
choice-black = czarne
choice-random = losowo
choice-player-to-move = gracz na ruchu
choice-everyone = wszyscy
choice-role = rola
choice-kurnik-captures-optional = kurnik: bicie nieobowiązkowe
choice-lasca-black-moves-first = Lasca: zaczynają czarne
choice-bashni-immediate-prisoner-transfer = Bashni: jeniec od razu trafia pod wieżę

## Nazwy i opisy komend (lokalizacje Discorda)

cmd-help-name = pomoc
cmd-help-description = Co potrafię i jak wpisywać ruchy (odpowiedź widzisz tylko ty).
cmd-rules-name = zasady
cmd-rules-description = Objaśnij zasady gry (odpowiedź widzisz tylko ty).
cmd-rules-variant-name = gra
cmd-rules-variant-description = Która gra (domyślnie Bashni)
cmd-challenge-description = Wyzwij kogoś (albo mnie, bota) na partię na tym kanale.
cmd-challenge-opponent-description = Z kim grać: osoba, ja (bot) albo puste, aby mógł przyjąć każdy na kanale
cmd-challenge-variant-description = Która gra (domyślnie Bashni lub domyślna gra serwera)
cmd-challenge-level-description = Siła bota, od 1 (początkujący) do 6 (domyślnie 3); tylko w grze z botem
cmd-challenge-color-description = Twój kolor (domyślnie białe)
cmd-challenge-rules-description = Opcja zasad wybranej gry (domyślnie zasady z podręcznika)
cmd-challenge-time-description = Czas na ruch, np. 10min, 1h, 1day (domyślnie 3days; nie w grze z botem)
cmd-challenge-thread-description = Graj w nowym wątku tego kanału, żeby nie zaśmiecać kanału
cmd-accept-description = Przyjmij wyzwanie, które czeka na ciebie na tym kanale.
cmd-decline-description = Odrzuć wyzwanie do ciebie (albo wycofaj swoje).
cmd-move-description = Wykonaj ruch w partii na tym kanale, np. c3-d4 albo c3:e5:g3.
cmd-move-notation-description = Ruch, np. c3-d4, albo c3:e5:g3 przy biciu
cmd-board-description = Pokaż planszę tego kanału.
cmd-resign-description = Poddaj partię na tym kanale.
cmd-draw-description = Zaproponuj remis albo przyjmij propozycję przeciwnika.
cmd-hint-description = Poproś silnik o podpowiedź ruchu (gra z botem; widzisz ją tylko ty).
cmd-pdn-description = Eksportuj bieżącą (lub ostatnią) partię tego kanału jako plik PDN.
cmd-takeback-description = Cofnij swój ostatni ruch: pyta przeciwnika (albo zgadza się na jego prośbę); bot się zgadza.
cmd-claim-description = Odbierz wygraną, gdy przeciwnik nie wykonał ruchu w czasie na ruch.
cmd-rating-description = Ranking gracza na tym serwerze (Glicko-2).
cmd-rating-player-description = Czyj ranking (domyślnie twój)
cmd-rating-variant-description = Która gra (domyślnie domyślna gra serwera)
cmd-leaderboard-description = Dziesięciu graczy z najwyższym rankingiem na tym serwerze.
cmd-leaderboard-variant-description = Która gra (domyślnie domyślna gra serwera)
cmd-stats-description = Wygrane, remisy i porażki gracza w każdej grze na tym serwerze.
cmd-stats-player-description = Czyje wyniki (domyślnie twoje)
cmd-settings-description = Pokaż ustawienia tego serwera (odpowiedź widzisz tylko ty).
cmd-configure-description = Zmień ustawienia tego serwera (wymaga uprawnienia Zarządzanie serwerem).
cmd-configure-default_variant-description = Gra, którą zaczyna /challenge, gdy żadnej nie podano
cmd-configure-rated_bot_games-description = Czy gry z botem liczą się do rankingu
cmd-configure-threads-description = Czy każda partia dostaje własny wątek
cmd-configure-time_limit-description = Domyślny czas na ruch, np. 10min, 1h, 1day; „default” to 3 dni
cmd-configure-who_starts-description = Kto może zaczynać partie
cmd-configure-role-description = Rola, która może zaczynać partie (przy who_starts: role)
cmd-replay-description = Odtwórz bieżącą (lub ostatnią) partię tego kanału jako animowany obrazek.
cmd-games-description = Wypisz ostatnie zakończone partie tego kanału albo gracza.
cmd-games-player-description = Czyje partie (na dowolnym kanale); domyślnie partie tego kanału
cmd-side-description = Wybierz, od której strony widać planszę tej partii (tylko gracze).
cmd-side-side-description = Czyja strona jest na dole planszy

## Odpowiedzi /zasady

rules-bashni = **{ variant-bashni }** (warcaby wieżowe: warcaby rosyjskie z wieżami)
    • Plansza 8x8, tylko ciemne pola. Każdy gracz ma 12 pionków na trzech najbliższych rzędach. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe. Spośród kilku bić wybierasz dowolne, ale musisz je dokończyć; jeśli damka może stanąć tam, skąd bicie trwa dalej, musi tam stanąć.
    • Wieże: zbita bierka nie znika z planszy. Zabierasz tylko górną bierkę przeskoczonej wieży i wkładasz ją pod spód swojej wieży; reszta zostaje na swoim polu. Wieża należy do właściciela górnej bierki, porusza się w całości i tak jak jej górna bierka. Żadnej wieży nie przeskakuje się dwa razy w jednym ruchu.
    • Pionek, który dojdzie do ostatniego rzędu, od razu staje się damką (tylko górna bierka). Jeśli może bić dalej, bije dalej jako damka w tym samym ruchu. Zbita damka pozostaje damką i znów działa po uwolnieniu.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie dowodzisz żadną wieżą albo wszystkie twoje wieże są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 15 ruchów każdej strony bez bicia i bez promocji.
    • Ruchy wpisuj jako `c3-d4`; przy biciu podaj każde pole lądowania: `c3:e5:g3`.

rules-lasca = **{ variant-lasca }** (kolumnowe warcaby Laskera)
    • Plansza 7x7; gra toczy się na 25 polach koloru narożnego. Każdy gracz ma 11 żołnierzy (pionków) na trzech najbliższych rzędach; środkowy rząd jest na początku pusty. Zaczynają białe.
    • Żołnierz idzie o jedno pole po przekątnej do przodu i bije **tylko do przodu**, przeskakując sąsiednią bierkę przeciwnika na wolne pole za nią; bije dalej, dopóki może.
    • Oficer (damka) chodzi o **jedno pole** po przekątnej w dowolnym kierunku i bije krótkim skokiem do przodu lub do tyłu.
    • Bicie jest obowiązkowe. Spośród kilku bić wybierasz dowolne, ale musisz je dokończyć.
    • Kolumny: zbita bierka nie znika z planszy. Zabierasz tylko górną bierkę przeskoczonej kolumny i wkładasz ją pod spód swojej kolumny; reszta zostaje na swoim polu. Kolumna należy do właściciela górnej bierki, porusza się w całości i tak jak jej górna bierka. Żadnej kolumny nie przeskakuje się dwa razy w jednym ruchu.
    • Promocja: żołnierz, który dojdzie do ostatniego rzędu, staje się oficerem (tylko górna bierka) i **ruch na tym się kończy**. Zbity oficer pozostaje oficerem i znów działa po uwolnieniu.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie dowodzisz żadną kolumną albo wszystkie twoje kolumny są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 40 ruchów każdej strony bez bicia i bez ruchu żołnierzem.
    • Ruchy wpisuj jako `c3-d4`; bicia z `x` i każdym polem lądowania: `b2xd4`, `d2xb4xd6`.

rules-russian = **{ variant-russian }** (szaszki)
    • Plansza 8x8, tylko ciemne pola. Każdy gracz ma 12 pionków na trzech najbliższych rzędach. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe. Spośród kilku bić wybierasz dowolne (nie trzeba bić jak najwięcej), ale musisz je dokończyć; jeśli damka może stanąć tam, skąd bicie trwa dalej, musi tam stanąć.
    • Zbite bierki zdejmuje się dopiero po zakończeniu ruchu i żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek, który dojdzie do ostatniego rzędu, od razu staje się damką; jeśli może bić dalej, bije dalej jako damka w tym samym ruchu.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 15 ruchów każdej strony, w których ruszają się tylko damki i nie ma bicia.
    • Ruchy wpisuj jako `c3-d4`; przy biciu podaj każde pole lądowania: `c3:e5:g3`.

rules-brazilian = **{ variant-brazilian }** (zasady międzynarodowe na planszy 8x8)
    • Plansza 8x8, tylko ciemne pola. Każdy gracz ma 12 pionków na trzech najbliższych rzędach. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe i obowiązuje zasada większości: musisz zbić jak najwięcej bierek (damka liczy się tak samo jak pionek); spośród równych bić wybierasz sam. Bicie trzeba dokończyć.
    • Zbite bierki zdejmuje się dopiero po zakończeniu ruchu i żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek staje się damką tylko wtedy, gdy kończy ruch na ostatnim rzędzie. Jeśli podczas bicia tylko przejdzie przez ostatni rząd, pozostaje pionkiem i bije dalej.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 20 ruchów każdej strony, w których ruszają się tylko damki i nie ma bicia.
    • Ruchy wpisuj jako `c3-d4`; bicia z `x` i każdym polem lądowania: `c3xe5xg7`.

rules-kurnik = **{ variant-kurnik }** (klasyczne warcaby 8x8 jak na kurnik.pl)
    • Plansza 8x8, tylko ciemne pola. Każdy gracz ma 12 pionków na trzech najbliższych rzędach. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe i obowiązuje zasada większości: musisz zbić jak najwięcej bierek (damka liczy się tak samo jak pionek); spośród równych bić wybierasz sam. Bicie trzeba dokończyć.
    • Zbite bierki zdejmuje się dopiero po zakończeniu ruchu i żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek staje się damką tylko wtedy, gdy kończy ruch na ostatnim rzędzie. Jeśli podczas bicia tylko przejdzie przez ostatni rząd, pozostaje pionkiem i bije dalej.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 15 ruchów każdej strony, w których ruszają się tylko damki i nie ma bicia.
    • Ruchy wpisuj jako `c3-d4`; bicia z `x` i każdym polem lądowania: `c3xe5xg7`.

rules-international = **{ variant-international }** (10x10)
    • Plansza 10x10, ciemne pola ponumerowane od 1 do 50. Każdy gracz ma 20 pionków: białe na polach 31-50, czarne na 1-20. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe i obowiązuje zasada większości: musisz zbić jak najwięcej bierek (damka liczy się tak samo jak pionek); spośród równych bić wybierasz sam. Bicie trzeba dokończyć.
    • Zbite bierki zdejmuje się dopiero po zakończeniu ruchu i żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek staje się damką tylko wtedy, gdy kończy ruch na ostatnim rzędzie. Jeśli podczas bicia tylko przejdzie przez ostatni rząd, pozostaje pionkiem i bije dalej.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji; 25 ruchów każdej strony, w których ruszają się tylko damki i nie ma bicia; jeszcze 16 ruchów każdej strony, gdy trzy bierki (w tym co najmniej jedna damka) stoją przeciw samotnej damce; jeszcze 5 ruchów każdej strony, gdy jedna lub dwie bierki (w tym co najmniej jedna damka) stoją przeciw samotnej damce.
    • Wpisuj numery pól: `32-28`; bicia z `x`: `28x19` (w razie potrzeby dodaj pola lądowania, np. `37x28x19`).

rules-canadian = **{ variant-canadian }** (zasady międzynarodowe na planszy 12x12)
    • Plansza 12x12, ciemne pola ponumerowane od 1 do 72. Każdy gracz ma 30 pionków: białe na polach 43-72, czarne na 1-30. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe i obowiązuje zasada większości: musisz zbić jak najwięcej bierek (damka liczy się tak samo jak pionek); spośród równych bić wybierasz sam. Bicie trzeba dokończyć.
    • Zbite bierki zdejmuje się dopiero po zakończeniu ruchu i żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek staje się damką tylko wtedy, gdy kończy ruch na ostatnim rzędzie. Jeśli podczas bicia tylko przejdzie przez ostatni rząd, pozostaje pionkiem i bije dalej.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji; 25 ruchów każdej strony, w których ruszają się tylko damki i nie ma bicia; jeszcze 16 ruchów każdej strony, gdy trzy bierki (w tym co najmniej jedna damka) stoją przeciw samotnej damce; jeszcze 5 ruchów każdej strony, gdy jedna lub dwie bierki (w tym co najmniej jedna damka) stoją przeciw samotnej damce.
    • Wpisuj numery pól: `44-38`; bicia z `x`: `38x27`.

rules-english = **{ variant-english }** (amerykańskie checkers)
    • Plansza 8x8, ciemne pola ponumerowane od 1 do 32. Każdy gracz ma 12 pionków: czarne na polach 1-12, białe na 21-32. **Zaczynają czarne.**
    • Pionek idzie o jedno pole po przekątnej do przodu i bije **tylko do przodu**, przeskakując sąsiednią bierkę przeciwnika na wolne pole za nią; bije dalej, dopóki może.
    • Damka chodzi o **jedno pole** po przekątnej w dowolnym kierunku i bije krótkim skokiem do przodu lub do tyłu.
    • Bicie jest obowiązkowe. Spośród kilku bić wybierasz dowolne, krótsze lub dłuższe, ale musisz je dokończyć. Żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek, który dojdzie do ostatniego rzędu, staje się damką i **ruch na tym się kończy**; nowa damka bije dopiero od następnego ruchu.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 40 ruchów każdej strony bez ruchu pionkiem i bez bicia.
    • Wpisuj numery pól: `11-15`; bicia z `x`: `15x24` albo `11x18x25` przy podwójnym skoku.

## Game messages

bot-waited-for-engine = Bot czekał { $seconds } s na silnik (wcześniej w kolejce: { $ahead } innych analiz).

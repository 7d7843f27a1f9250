# language: fr
@topic-trading-posts
Fonctionnalité: Acheter/Utiliser un Comptoir (fr:16, fr:159, fr:164, fr:183-190)
  Pendant la phase Acceptation des Contrats un joueur peut acheter 1 seul Comptoir, pour 3, 4,
  5 ou 6 po (1er, 2ème, 3ème, 4ème) ; il peut être utilisé le tour même (fr:184) ; chaque
  joueur a 4 Comptoirs (fr:16).  A l'achat le joueur pioche aussitôt une carte Contrat (fr:186).
  Un Comptoir conserve une carte Contrat d'un tour sur l'autre (fr:164, fr:188) ; quand le
  Contrat conservé est utilisé, le Comptoir retourne dans la zone Comptoirs (fr:190).

  Contexte:
    Soit les cartes Contrat de cette partie sont :
      | Contrat | Nombre | Marchandise                  | po | PR | Petit | Moyen | Grand |
      | k1      | 1      | Marchandises Alimentaires    | 4  | 1  | 1     | 1     | 1     |
      | k2      | 1      | Marchandises Alimentaires    | 5  | 1  | 1     | 1     | 2     |
      | k3      | 2      | Marchandises Industrielles   | 12 | 1  | 1     | 2     | 2     |
      | k4      | 1      | Marchandises de Luxe         | 10 | 1  | 1     | 2     | 2     |

  @rule @tradingpost.price
  Scénario: Le 1er, le 2ème, le 3ème et le 4ème Comptoir coûtent 3, 4, 5 et 6 po (fr:184)
    Chacun pioche aussi sa carte Contrat (fr:186).
    Soit les joueurs sont Greg, Jen, Kay et Lea
    Et c'est la phase Acceptation des Contrats du tour 4
    Et la pioche Contrat contient k1 k2 k3 k4 en partant du dessus
    Et Greg a 10 po
    Et Jen a 10 po
    Et Kay a 10 po
    Et Lea a 10 po
    Et Greg a acheté 0 Comptoir
    Et Jen a acheté 1 Comptoir
    Et Kay a acheté 2 Comptoirs
    Et Lea a acheté 3 Comptoirs
    Quand Greg achète un Comptoir
    Et Jen achète un Comptoir
    Et Kay achète un Comptoir
    Et Lea achète un Comptoir
    Alors Greg a 7 po
    Et Jen a 6 po
    Et Kay a 5 po
    Et Lea a 4 po
    Et Greg a acheté 1 Comptoir
    Et Jen a acheté 2 Comptoirs
    Et Kay a acheté 3 Comptoirs
    Et Lea a acheté 4 Comptoirs
    Et la pioche Contrat contient 0 carte

  @rule @tradingpost.price
  Scénario: Chaque joueur a 4 Comptoirs ; il n'en achète pas un 5ème (fr:16, fr:184)
    Soit les joueurs sont Greg et Jen
    Et c'est la phase Acceptation des Contrats du tour 6
    Et Greg a 20 po
    Et Greg a acheté 4 Comptoirs
    Quand Greg achète un Comptoir
    Alors l'action est refusée par la règle tradingpost.price
    Et rien n'a changé

  @rule @tradingpost.one-per-round
  Scénario: Un joueur achète 1 seul Comptoir pendant la phase (fr:184)
    Soit les joueurs sont Greg et Jen
    Et c'est la phase Acceptation des Contrats du tour 2
    Et la pioche Contrat contient k1 k2 en partant du dessus
    Et Greg a 20 po
    Et Greg a acheté 0 Comptoir
    Quand Greg achète un Comptoir
    Alors Greg a 17 po
    Et Greg a acheté 1 Comptoir
    Quand Greg achète un Comptoir
    Alors l'action est refusée par la règle tradingpost.one-per-round
    Et rien n'a changé

  @rule @tradingpost.save
  Scénario: Un Comptoir peut être utilisé le tour même où il a été acheté (fr:184, fr:188)
    Soit les joueurs sont Greg et Jen
    Et c'est la phase Acceptation des Contrats du tour 2
    Et la pioche Contrat contient k1 k2 en partant du dessus
    Et Greg a 10 po
    Et Greg a acheté 0 Comptoir
    Et Greg détient les contrats k3 k4
    Quand Greg conserve le contrat k3 avec un Comptoir
    Alors l'action est refusée par la règle tradingpost.save
    Et rien n'a changé
    Quand Greg achète un Comptoir
    Et Greg conserve le contrat k3 avec un Comptoir
    Alors Greg a conservé les contrats k3
    Et Greg détient les contrats k4 k1
    Et Greg a 0 Comptoir non utilisé
    Quand Greg conserve le contrat k4 avec un Comptoir
    Alors l'action est refusée par la règle tradingpost.save
    Et rien n'a changé

  @fr-cl-09 @clarification @tradingpost.extra-draw
  Scénario: Lorsqu'un joueur achète un Comptoir, il pioche aussitôt une carte Contrat (fr:186)
    fr:186 : « il pioche aussitôt une carte Contrat » (en:637 : « he can immediately draw »).  La
    pioche est obligatoire : l'achat sans la carte est refusé ; Greg et Jen, qui achètent chacun
    leur 1er Comptoir (3 po, fr:184), piochent chacun une carte.
    Soit les joueurs sont Greg et Jen
    Et c'est la phase Acceptation des Contrats du tour 2
    Et la pioche Contrat contient k1 k2 en partant du dessus
    Et Greg a 10 po
    Et Jen a 10 po
    Et Greg détient les contrats k3
    Et Jen détient les contrats k4
    Quand Greg achète un Comptoir sans piocher de carte Contrat
    Alors l'action est refusée par la règle tradingpost.extra-draw
    Et rien n'a changé
    Quand Greg achète un Comptoir
    Alors Greg a 7 po
    Et Greg détient les contrats k3 k1
    Quand Jen achète un Comptoir
    Alors Jen a 7 po
    Et Jen détient les contrats k4 k2
    Et la pioche Contrat contient 0 carte

  @fr-cl-08 @clarification @tradingpost.save @accept.discard-unloaded
  Scénario: Un Comptoir conserve une carte Contrat d'un tour sur l'autre (fr:164, fr:188)
    Greg conserve k2 au tour 3 ; le contrat n'est pas défaussé à la fin de la phase (fr:170) et
    Greg l'examine au tour 4 parmi « celles conservées du tour précédent » (fr:164) avec celle
    qu'il pioche.  La production de l'Ager est un nombre propre au scénario.
    Soit les joueurs sont Greg et Jen
    Et c'est la phase Acceptation des Contrats du tour 3
    Et les Charges sont détenues ainsi :
      | Charge          | Joueur |
      | Praefectus Urbi | Greg   |
      | Consul          | Jen    |
    Et le bâtiment Ager produit 2 Marchandises Alimentaires
    Et la pioche Contrat contient k3 k4 en partant du dessus
    Et Greg a acheté 1 Comptoir
    Et Greg détient les contrats k2
    Et Greg possède le Petit Navire S1
    Et Greg n'a aucune Marchandise
    Et Jen n'a aucune Marchandise
    Quand Greg conserve le contrat k2 avec un Comptoir
    Et Greg a terminé
    Et Jen a terminé
    Alors la phase Don de Marchandises a commencé
    Et Greg a conservé les contrats k2
    Quand les joueurs jouent :
      | Action     |
      | Greg: done |
      | Jen: done  |
    Alors le tour 4 a commencé
    Et Greg a conservé les contrats k2
    Quand les joueurs jouent :
      | Action     |
      | Greg: keep |
      | Jen: keep  |
      | Greg: done |
      | Jen: done  |
    Alors la phase Acceptation des Contrats a commencé
    Et Greg détient les contrats k3
    Et Greg a conservé les contrats k2
    Et Greg a 2 Marchandises Alimentaires
    Quand Greg charge le contrat k2 sur le navire S1
    Alors le navire S1 de Greg transporte les contrats k2
    Et Greg n'a conservé aucun contrat

  @fr-cl-10 @clarification @tradingpost.save
  Scénario: Lorsqu'un Contrat conservé est utilisé, le Comptoir retourne dans la zone Comptoirs (fr:190)
    Greg a conservé k1 lors d'un tour précédent.  Il le charge sur son Navire : le Comptoir est
    replacé dans la zone Comptoirs, d'où il peut conserver k2 à la fin de la phase (fr:170,
    fr:188) ; k3, ni chargé ni conservé, est défaussé.
    Soit les joueurs sont Greg et Jen
    Et c'est la phase Acceptation des Contrats du tour 4
    Et Greg a acheté 1 Comptoir
    Et Greg a conservé les contrats k1
    Et Greg détient les contrats k2 k3
    Et Greg a 1 Marchandise Alimentaire
    Et Greg possède le Petit Navire S1
    Alors Greg a 0 Comptoir non utilisé
    Quand Greg charge le contrat k1 sur le navire S1
    Alors le navire S1 de Greg transporte les contrats k1
    Et Greg n'a conservé aucun contrat
    Et Greg a 1 Comptoir non utilisé
    Quand Greg conserve le contrat k2 avec un Comptoir
    Et Greg a terminé
    Et Jen a terminé
    Alors la phase Don de Marchandises a commencé
    Et Greg a conservé les contrats k2
    Et Greg détient 0 contrat
    Et les contrats k3 sont dans la défausse

  @fr-cl-10 @clarification @tradingpost.save
  Scénario: Un Contrat conservé peut être libéré pendant la phase : le livre français est muet, la règle anglaise s'applique (fr:190)
    fr:188-190 ne donne qu'un retour du Comptoir : « Lorsqu'un Contrat ainsi conservé est
    utilisé ».  C'est en:639-641 résumé : la libération d'en:641 (libérer un contrat conservé
    pour le refuser et réutiliser aussitôt le Comptoir) n'y est pas, mais rien ne l'interdit.  Le
    livre est muet sur ce point ; son préréglage suit donc la règle anglaise, selon la règle des
    livres muets de translations/discrepancies.yaml (entrée saved-contract-release).  Lu à la
    lettre, le Comptoir ne revient qu'à l'usage : une table qui le lit ainsi choisit
    saved_contract_release=only-when-loaded, et la libération est refusée (tradingpost.save).
    Greg libère k1 et conserve k2 avec le même Comptoir.
    Soit les joueurs sont Greg et Jen
    Et c'est la phase Acceptation des Contrats du tour 4
    Et Greg a acheté 1 Comptoir
    Et Greg a conservé les contrats k1
    Et Greg détient les contrats k2
    Quand Greg libère le contrat k1 de son Comptoir
    Alors Greg n'a conservé aucun contrat
    Et Greg a 1 Comptoir non utilisé
    Quand Greg conserve le contrat k2 avec un Comptoir
    Alors Greg a conservé les contrats k2
    Et Greg a 0 Comptoir non utilisé

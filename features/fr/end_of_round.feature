# language: fr
@topic-end-of-round
Fonctionnalité: Fin du Tour (fr:199-213)
  Changer le Marché : la carte du dessus de la pile Marché Futur est placée sur la pile Marché
  Actuel ; la 1ère fois que la case Marché Futur est vide, toutes les cartes de la pile Marché
  Actuel sauf celle du dessus sont mélangées et placées faces visibles dans la case Marché
  Futur (fr:200-203).  Stocker/Défausser : à la fin de chaque tour sauf le dernier, chaque
  joueur stocke 1 seule Marchandise, jusque 5 avec l'Horreum, et remet le reste dans le stock ;
  les Marchandises à bord des Navires ne comptent pas (fr:205-213).  Les cubes du Livre de
  Comptes retournent dans le stock à la fin du tour (fr:124).

  Contexte:
    Soit les joueurs sont Greg, Jen et Kay

  # ------------------------------------------------------------- changer le marché

  @rule @setup.markets
  Scénario: Au début du jeu une carte Marché au hasard est face visible dans la case Marché Actuel, les autres faces visibles dans la case Marché Futur (fr:11, fr:139)
    Les 5 cartes Marché (fr:11) : 1 dans la case Marché Actuel, 4 dans la case Marché Futur,
    que chaque joueur voit pour savoir quel Marché sera ouvert le tour suivant (fr:139).
    Alors la pile Marché Actuel contient 1 carte
    Et la pile Marché Futur contient 4 cartes
    Et la pile Marché Futur est face visible

  @rule @end.change-markets
  Scénario: La carte Marché du dessus de la pile Marché Futur est placée au dessus de la pile Marché Actuel (fr:201)
    Soit c'est la phase Don de Marchandises du tour 3
    Et le Marché Actuel est Forum Costantinum
    Et la pile Marché Futur est Porta Aurea et Opificies
    Quand Greg a terminé
    Et Jen a terminé
    Et Kay a terminé
    Alors le Marché Actuel est Porta Aurea
    Et le Marché Futur est Opificies
    Et Opificies est la seule carte de la pile Marché Futur
    Et le tour 4 a commencé

  @rule @end.reshuffle-markets
  Scénario: La 1ère fois que la case Marché Futur est vide, les cartes du Marché Actuel sauf celle du dessus sont mélangées et placées faces visibles (fr:203)
    Le mélange est aléatoire : seules les quatre cartes de la nouvelle pile sont vérifiées, et
    qu'un joueur les voit.
    Soit c'est la phase Don de Marchandises du tour 4
    Et le Marché Actuel est Porta Aurea
    Et la pile Marché Futur est Opificies
    Quand Greg a terminé
    Et Jen a terminé
    Et Kay a terminé
    Alors le Marché Actuel est Opificies
    Et la pile Marché Actuel ne contient que Opificies
    Et la pile Marché Futur contient 4 cartes
    Et la pile Marché Futur contient Porta Aurea, Forum Costantinum, Domus Regia et Portus Iulianus
    Et la case Marché Futur a été vidée 1 fois
    Et Greg voit Porta Aurea, Forum Costantinum, Domus Regia et Portus Iulianus dans la pile Marché Futur

  # ------------------------------------------------------------- stocker / défausser

  @rule @end.store
  Scénario: Chaque joueur stocke 1 seule Marchandise, jusque 5 de tous types avec l'Horreum (fr:209, fr:415)
    Soit c'est l'étape Stocker/Défausser des Marchandises du tour 3
    Et Greg a 3 Marchandises de Consommation
    Et Jen a 1 Marchandise Industrielle
    Et Kay possède le bâtiment Horreum
    Et Kay a ces Marchandises :
      | Marchandise                  | Nombre |
      | Marchandises de Consommation | 3      |
      | Marchandises de Luxe         | 2      |
      | Marchandises Alimentaires    | 1      |
    Quand Greg stocke 2 Marchandises de Consommation
    Alors l'action est refusée par la règle end.store
    Et rien n'a changé
    Quand Greg stocke 1 Marchandise de Consommation
    Et Jen stocke 1 Marchandise Industrielle
    Et Kay stocke 3 Marchandises de Consommation et 2 Marchandises de Luxe
    Alors le tour 4 a commencé
    Et Greg a 1 Marchandise de Consommation
    Et Jen a 1 Marchandise Industrielle
    Et Kay a 3 Marchandises de Consommation
    Et Kay a 2 Marchandises de Luxe
    Et Kay a 0 Marchandise Alimentaire

  @rule @end.store
  Scénario: Avec l'Horreum, pas plus de 5 Marchandises (fr:209, fr:415)
    Soit c'est l'étape Stocker/Défausser des Marchandises du tour 3
    Et Kay possède le bâtiment Horreum
    Et Kay a ces Marchandises :
      | Marchandise                  | Nombre |
      | Marchandises de Consommation | 4      |
      | Marchandises de Luxe         | 2      |
    Et Greg n'a aucune Marchandise
    Et Jen n'a aucune Marchandise
    Quand Kay stocke 4 Marchandises de Consommation et 2 Marchandises de Luxe
    Alors l'action est refusée par la règle end.store
    Et rien n'a changé
    Quand Kay stocke 4 Marchandises de Consommation et 1 Marchandise de Luxe
    Alors le tour 4 a commencé
    Et Kay a 4 Marchandises de Consommation
    Et Kay a 1 Marchandise de Luxe

  @rule @end.store
  Scénario: Toute Marchandise qu'un joueur ne veut pas stocker est remise dans le stock (fr:207)
    Soit c'est l'étape Stocker/Défausser des Marchandises du tour 3
    Et Greg a 2 Marchandises Alimentaires
    Et Jen a 1 Marchandise Industrielle
    Et Kay possède le bâtiment Horreum
    Et Kay a 2 Marchandises de Consommation
    Et Kay a 1 Marchandise de Luxe
    Quand Greg ne stocke rien
    Et Jen ne stocke rien
    Et Kay stocke 1 Marchandise de Luxe
    Alors le tour 4 a commencé
    Et Greg n'a aucune Marchandise
    Et Jen n'a aucune Marchandise
    Et Kay a 0 Marchandise de Consommation
    Et Kay a 1 Marchandise de Luxe

  @rule @end.store
  Scénario: Les Marchandises à bord des Navires ne sont ni stockées ni défaussées (fr:207)
    Soit c'est la phase Don de Marchandises du tour 4
    Et le contrat K1 demande 2 Marchandises de Consommation et rapporte 9 po et 1 PR, en 1/2/2 tours
    Et le contrat K2 demande 1 Marchandise de Luxe et rapporte 10 po et 1 PR, en 1/1/2 tours
    Et le Grand Navire L1 de Greg est sur la case de voyage #2 avec les contrats K1 K2
    Et Greg a 2 Marchandises Alimentaires
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg a terminé
    Et Greg stocke 1 Marchandise Alimentaire
    Alors le tour 5 a commencé
    Et Greg a 1 Marchandise Alimentaire
    Et le navire L1 de Greg transporte les contrats K1 K2
    Et le navire L1 de Greg a 2 Marchandises de Consommation à bord
    Et le navire L1 de Greg a 1 Marchandise de Luxe à bord
    Et le navire L1 de Greg est sur la case de voyage #2

  @rule @end.no-discard-final
  Scénario: A la fin du dernier tour de jeu, aucune Marchandise n'est remise dans le stock (fr:207, fr:213)
    La case Marché Futur a été vidée pour la 2ème fois à la fin du tour précédent : ce tour est
    le dernier (fr:203, fr:219).
    Soit c'est la phase Don de Marchandises du tour 9
    Et le Marché Actuel est Opificies
    Et la pile Marché Futur est vide
    Et la case Marché Futur a été vidée 2 fois
    Et Greg a 3 Marchandises de Consommation
    Et Jen a 2 Marchandises Alimentaires
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg a terminé
    Alors la partie est terminée
    Et Greg a 3 Marchandises de Consommation
    Et Jen a 2 Marchandises Alimentaires

  # ------------------------------------------------------------- nettoyage

  @rule @end.cleanup
  Scénario: A la fin du tour les cubes du Livre de Comptes retournent dans le stock et les figurines couchées se relèvent (fr:124, fr:292)
    Soit c'est la phase Don de Marchandises du tour 3
    Et Kay détient la Charge de Consul
    Et Jen détient la Charge de Praefectus Urbi
    Et Greg a déjà acheté 2 Marchandises de Consommation ce tour
    Et Jen a déjà vendu 1 Marchandise Industrielle ce tour
    Et le Consul a déjà utilisé sa capacité spéciale ce tour
    Et le Praefectus Urbi a déjà utilisé sa capacité spéciale ce tour
    Quand Greg a terminé
    Et Jen a terminé
    Et Kay a terminé
    Alors le tour 4 a commencé
    Et le Livre de Comptes de Greg est vide
    Et le Livre de Comptes de Jen est vide
    Et le Consul n'a pas utilisé sa capacité spéciale ce tour
    Et le Praefectus Urbi n'a pas utilisé sa capacité spéciale ce tour

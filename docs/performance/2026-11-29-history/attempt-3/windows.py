import json,sys,statistics as st,math
for f in sys.argv[1:]:
    r=json.load(open(f))
    A,B=r['targets'][:2]
    out=[]
    for wa,wb in zip(A['workloads'],B['workloads']):
        rb={x['position']:x for x in wb['runs']}
        lr=[];sh=0
        for x in wa['runs']:
            y=rb.get(x['position'])
            if not y: continue
            lr.append(math.log(y['serverCpuMsPerRequest']/x['serverCpuMsPerRequest']))
            if abs((x.get('serverCpuShare') or .5)-.5)>0.08: sh+=1
        out.append("%s n=%d mean %+.1f%% median %+.1f%% off-share %d"%(wa['name'],len(lr),100*(math.exp(st.mean(lr))-1),100*(math.exp(st.median(lr))-1),sh))
    print(f.split('/')[-2], '; '.join(out))
